/**
 * /client/details?document=<id>: one document's whole story: the file, header, items and totals
 * read-only, the timeline of every step, and the issues with their threads (given by the area,
 * since they are another feature's). Without a document, the user's recent documents to pick
 * from, and the way to the whole list.
 */
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSafeNavigate } from '../../../safe-navigation';
import { DocumentTimeline } from './DocumentTimeline';
import { ReadOnlyDocument } from './ReadOnlyDocument';
import { RecentDocuments } from './RecentDocuments';
import { useDocumentWork } from './use-document-work';
import { LoadFailure } from '../../../shared/feedback/LoadFailure';

const LIST_PATH = '/dbbs/dbsarea/document';

interface Props {
  /** The issue threads (another feature's), where the page may show them. */
  renderIssues?(documentId: string): React.ReactNode;
}

export function DocumentDetails({ renderIssues }: Props) {
  const { t } = useTranslation('review');
  const navigate = useSafeNavigate();
  const [params] = useSearchParams();
  const documentId = params.get('document');
  if (!documentId)
    return (
      <Flex vertical gap={16} data-testid="details-no-document">
        <Result
          status="info"
          title={t('details.pickTitle')}
          subTitle={t('details.pickBody')}
          style={{ padding: '16px 0' }}
          extra={
            <Button onClick={() => navigate(LIST_PATH)} data-testid="details-to-list">
              {t('details.toList')}
            </Button>
          }
        />
        <RecentDocuments />
      </Flex>
    );
  return <DocumentStory key={documentId} documentId={documentId} renderIssues={renderIssues} />;
}

/** The story of one document, for the details page and wherever else a page shows it (the archive). */
export function DocumentStory({ documentId, renderIssues }: { documentId: string } & Props) {
  const { t } = useTranslation('review');
  const { load, reload } = useDocumentWork(documentId);
  if (load.kind === 'loading') return <Spin size="large" data-testid="details-loading" />;
  if (load.kind === 'notFound') return <Result status="404" title={t('notFound')} data-testid="details-not-found" />;
  if (load.kind === 'failed') return <LoadFailure title={t('loadFailed')} reason={load.message} onRetry={reload} />;
  return (
    <Flex vertical gap={16} data-testid="document-details">
      <ReadOnlyDocument work={load.work} />
      <Card title={t('details.timeline')} size="small">
        <DocumentTimeline documentId={documentId} />
      </Card>
      {renderIssues && (
        <Card title={t('details.issues')} size="small">
          {renderIssues(documentId)}
        </Card>
      )}
    </Flex>
  );
}
