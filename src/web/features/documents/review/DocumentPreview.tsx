/** A document read-only, loaded by id: the preview beside an issue's thread. */
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReadOnlyDocument } from './ReadOnlyDocument';
import { useDocumentWork } from './use-document-work';

export function DocumentPreview({ documentId }: { documentId: string }) {
  const { t } = useTranslation('review');
  const { load } = useDocumentWork(documentId);
  return (
    <Card size="small" data-testid="document-preview">
      {load.kind === 'loading' && <Spin />}
      {load.kind === 'notFound' && <Alert type="warning" showIcon message={t('notFound')} />}
      {load.kind === 'failed' && <Alert type="error" showIcon message={t('loadFailed')} description={load.message} />}
      {load.kind === 'ready' && <ReadOnlyDocument work={load.work} compact />}
    </Card>
  );
}
