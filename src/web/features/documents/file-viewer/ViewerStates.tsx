/** What the viewer shows while a file loads, when it fails, and for types it cannot show. */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Spin, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from './fetch-file';

export function ViewerLoading() {
  const { t } = useTranslation('documents');
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      data-testid="viewer-loading"
      style={{ display: 'grid', placeItems: 'center', padding: token.paddingLG }}
    >
      <Spin tip={t('viewer.loading')}>
        <div style={{ inlineSize: 120, blockSize: 60 }} />
      </Spin>
    </div>
  );
}

export function ViewerError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('documents');
  return (
    <Alert
      type="error"
      showIcon
      data-testid="viewer-error"
      message={t('viewer.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('viewer.retry')}
        </Button>
      }
    />
  );
}

export interface DownloadLinkProps {
  src: string;
  fileName: string;
  httpHeaders?: Record<string, string>;
}

/** A real link to the file; with headers to send, the click fetches it and saves the blob. */
export function DownloadLink({ src, fileName, httpHeaders }: DownloadLinkProps) {
  const { t } = useTranslation('documents');
  const [failed, setFailed] = useState(false);
  return (
    <a
      href={src}
      download={fileName}
      data-testid="viewer-download"
      onClick={(event) => {
        if (!httpHeaders) return;
        event.preventDefault();
        setFailed(false);
        downloadFile(src, fileName, httpHeaders).catch(() => setFailed(true));
      }}
    >
      <DownloadOutlined /> {t('viewer.download', { name: fileName })}
      {failed ? <span role="alert"> — {t('viewer.loadFailed')}</span> : null}
    </a>
  );
}

export function NoPreview(props: DownloadLinkProps) {
  const { t } = useTranslation('documents');
  return <Result status="info" title={t('viewer.noPreview')} extra={<DownloadLink {...props} />} />;
}
