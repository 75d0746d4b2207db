/**
 * The document's file beside the form. The viewer (pdf.js) is its own chunk, fetched only here;
 * it reads the file with the session's token, by byte ranges, so page 1 shows early.
 */
import { Empty, Flex, Spin, theme } from 'antd';
import { Suspense, useEffect, useState, type CSSProperties, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS, apiPath } from '../../../../common/api-paths';
import type { DocumentWork } from '../../../../common/schemas/document-work';
import { apiHeaders } from '../../../shared/http/authorized-fetch';
import { FileViewer, type Evidence } from '../file-viewer';

interface Props {
  upload: DocumentWork['upload'];
  style?: CSSProperties;
  /** Focused by Alt+1; the viewer's own controls follow it in the tab order. */
  ref?: Ref<HTMLDivElement>;
  /** Where the focused suggestion was read. */
  evidence?: Evidence;
}

export function FilePane({ upload, style, ref, evidence }: Props) {
  const { t } = useTranslation('processing');
  const { token } = theme.useToken();
  const [headers, setHeaders] = useState<Record<string, string> | undefined>(undefined);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    let live = true;
    void apiHeaders().then((value) => {
      if (live) setHeaders(value);
    });
    return () => {
      live = false;
    };
  }, [upload?.id]);

  const spinner = (
    <Flex justify="center" align="center" style={{ height: '100%' }}>
      <Spin />
    </Flex>
  );
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={t('file.label')}
      data-testid="processing-file"
      // The frame shows where the keyboard is while focus is anywhere in the file's side.
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      style={{
        ...style,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        outline: focused ? `2px solid ${token.colorPrimary}` : 'none',
        outlineOffset: 2,
      }}
    >
      {!upload ? (
        <Flex justify="center" align="center" style={{ height: '100%' }}>
          <Empty description={t('file.none')} />
        </Flex>
      ) : headers === undefined ? (
        spinner
      ) : (
        <Suspense fallback={spinner}>
          <FileViewer
            src={apiPath(API_PATHS.uploads.content, { id: upload.id })}
            mimeType={upload.mimeType}
            fileName={upload.fileName}
            httpHeaders={headers}
            evidence={evidence}
          />
        </Suspense>
      )}
    </section>
  );
}
