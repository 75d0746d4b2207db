/** An image file with the viewer's toolbar: zoom, rotate and fit-to-width. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EvidenceBox } from './EvidenceBox';
import { fetchFileBlob } from './fetch-file';
import { useViewControls } from './use-view-controls';
import { ViewerFrame, type ShownFile } from './ViewerFrame';
import { ViewerError, ViewerLoading } from './ViewerStates';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

export function ImageView({ src, fileName, httpHeaders, evidence }: ShownFile) {
  const { t } = useTranslation('documents');
  const controls = useViewControls();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [natural, setNatural] = useState({ width: 0, height: 0 });
  // A new headers object each render must not refetch: the request depends on their content.
  const headersKey = JSON.stringify(httpHeaders ?? {});

  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    setLoaded({ status: 'loading' });
    fetchFileBlob(src, JSON.parse(headersKey) as Record<string, string>, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ status: 'ready', url });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'error' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, headersKey, attempt]);

  const turned = controls.rotation % 180 !== 0;
  const contentWidth = turned ? natural.height : natural.width;
  const scale = natural.width > 0 ? controls.scaleFor(contentWidth) : controls.zoom === 'fit' ? 1 : controls.zoom;
  const width = natural.width * scale;
  const height = natural.height * scale;

  return (
    <ViewerFrame controls={controls} scale={scale} label={t('viewer.image', { name: fileName })}>
      {loaded.status === 'loading' ? <ViewerLoading /> : null}
      {loaded.status === 'error' ? <ViewerError onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {loaded.status === 'ready' ? (
        <div
          style={{
            position: 'relative',
            margin: '0 auto',
            inlineSize: natural.width > 0 ? (turned ? height : width) : undefined,
            blockSize: natural.width > 0 ? (turned ? width : height) : undefined,
          }}
        >
          <img
            src={loaded.url}
            alt={fileName}
            data-testid="viewer-image"
            onLoad={(event) =>
              setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
            }
            style={
              natural.width > 0
                ? {
                    position: 'absolute',
                    insetInlineStart: '50%',
                    insetBlockStart: '50%',
                    inlineSize: width,
                    blockSize: height,
                    maxInlineSize: 'none',
                    transform: `translate(-50%, -50%) rotate(${controls.rotation}deg)`,
                  }
                : { maxInlineSize: '100%', transform: `rotate(${controls.rotation}deg)` }
            }
          />
          {evidence && evidence.page === 1 && natural.width > 0 ? (
            <EvidenceBox box={evidence.box} rotation={controls.rotation} />
          ) : null}
        </div>
      ) : null}
    </ViewerFrame>
  );
}
