/**
 * A PDF with pdf.js: only the current page is drawn, onto one canvas, at the zoom and rotation
 * asked for. The canvas carries data-rendered-page once a page is on it (the benchmark and the
 * browser tests wait for it).
 */
import { theme } from 'antd';
import type { PDFDocumentLoadingTask, PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EvidenceBox } from './EvidenceBox';
import { useViewControls } from './use-view-controls';
import { ViewerFrame, type ShownFile } from './ViewerFrame';
import { ViewerError, ViewerLoading } from './ViewerStates';

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: PDFDocumentProxy };

export function PdfView({ src, fileName, httpHeaders, evidence }: ShownFile) {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  const controls = useViewControls();
  const { scaleFor, rotation } = controls;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const [renderFailed, setRenderFailed] = useState(false);
  /** The last render's end: pdf.js refuses a second render on a canvas still being drawn. */
  const lastRender = useRef<Promise<unknown>>(Promise.resolve());
  const headersKey = JSON.stringify(httpHeaders ?? {});

  useEffect(() => {
    let cancelled = false;
    let task: PDFDocumentLoadingTask | undefined;
    setLoaded({ status: 'loading' });
    setPage(1);
    import('./load-pdf')
      .then(({ openPdf }) => {
        if (cancelled) return undefined;
        task = openPdf(src, JSON.parse(headersKey) as Record<string, string>);
        return task.promise;
      })
      .then(
        (doc) => {
          if (!cancelled && doc) setLoaded({ status: 'ready', doc });
        },
        () => {
          if (!cancelled) setLoaded({ status: 'error' });
        },
      );
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [src, headersKey, attempt]);

  const doc = loaded.status === 'ready' ? loaded.doc : undefined;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas) return;
    let cancelled = false;
    let renderTask: RenderTask | undefined;
    const draw = async () => {
      await lastRender.current.catch(() => {});
      if (cancelled) return;
      const pdfPage = await doc.getPage(page);
      if (cancelled) return;
      const turn = (pdfPage.rotate + rotation) % 360;
      const pageScale = scaleFor(pdfPage.getViewport({ scale: 1, rotation: turn }).width);
      const viewport = pdfPage.getViewport({ scale: pageScale, rotation: turn });
      // Drawn at the screen's pixel density so text stays sharp, shown at CSS size.
      const density = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * density);
      canvas.height = Math.floor(viewport.height * density);
      canvas.style.inlineSize = `${Math.floor(viewport.width)}px`;
      canvas.style.blockSize = `${Math.floor(viewport.height)}px`;
      setScale(pageScale);
      renderTask = pdfPage.render({
        canvas,
        viewport,
        transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
      });
      await renderTask.promise;
      if (!cancelled) {
        canvas.dataset.renderedPage = String(page);
        setRenderFailed(false);
      }
    };
    const done = draw().catch((error: unknown) => {
      if (!cancelled && (error as Error)?.name !== 'RenderingCancelledException') setRenderFailed(true);
    });
    lastRender.current = done;
    return () => {
      cancelled = true;
      delete canvas.dataset.renderedPage;
      renderTask?.cancel();
    };
  }, [doc, page, rotation, scaleFor]);

  const count = doc?.numPages ?? 1;
  const goTo = (target: number) => setPage(Math.min(count, Math.max(1, target)));
  // Evidence on another page turns to it.
  const evidencePage = evidence?.page;
  useEffect(() => {
    if (evidencePage && doc) setPage(Math.min(doc.numPages, Math.max(1, evidencePage)));
  }, [evidencePage, doc]);

  return (
    <ViewerFrame
      controls={controls}
      scale={scale}
      label={doc ? `${fileName} — ${t('viewer.page', { page, total: count })}` : fileName}
      pages={doc ? { page, count, onPage: goTo } : undefined}
    >
      {loaded.status === 'loading' ? <ViewerLoading /> : null}
      {loaded.status === 'error' || renderFailed ? (
        <ViewerError
          onRetry={() => {
            setRenderFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
      <div style={{ position: 'relative', inlineSize: 'fit-content', margin: '0 auto' }}>
        <canvas
          ref={canvasRef}
          data-testid="viewer-canvas"
          aria-hidden
          style={{
            display: doc ? 'block' : 'none',
            boxShadow: token.boxShadowTertiary,
          }}
        />
        {doc && evidence && evidence.page === page ? <EvidenceBox box={evidence.box} rotation={rotation} /> : null}
      </div>
    </ViewerFrame>
  );
}
