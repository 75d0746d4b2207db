/**
 * /dbbs/dboarea/processing: the document named by `?document=<id>`; without one, the DBO's
 * document in processing (from the queue), else a Start next button.
 */
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { API_PATHS } from '../../../../common/api-paths';
import type { DocumentListRow, DocumentWork } from '../../../../common/schemas/document-work';
import { signInStore } from '../../../providers/services';
import { stillAt, useSafeNavigate } from '../../../safe-navigation';
import { api } from '../../../shared/http/api-client';
import { ProcessingSpinner, ProcessingView } from './ProcessingView';
import { readDocumentWork } from './read-document-work';
import { startNextDocument } from './start-next-document';

export const QUEUE_PATH = '/dbbs/dbo';
export const processingPath = (documentId: string) =>
  `/dbbs/dboarea/processing?document=${encodeURIComponent(documentId)}`;

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; work: DocumentWork; generation: number }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string };

export function ProcessingPage() {
  const [params] = useSearchParams();
  const documentId = params.get('document');
  return documentId ? <DocumentProcessing key={documentId} documentId={documentId} /> : <NoDocumentChosen />;
}

function DocumentProcessing({ documentId }: { documentId: string }) {
  const { t } = useTranslation('processing');
  const navigate = useSafeNavigate();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    void readDocumentWork(documentId).then((read) => {
      if (live) setLoad(read.kind === 'ready' ? { ...read, generation } : read);
    });
    return () => {
      live = false;
    };
  }, [documentId, generation]);

  const onWorkChange = useCallback(
    (work: DocumentWork) => setLoad((before) => (before.kind === 'ready' ? { ...before, work } : before)),
    [],
  );
  const onOpen = useCallback(
    (next: string | undefined) => navigate(next ? processingPath(next) : QUEUE_PATH),
    [navigate],
  );

  if (load.kind === 'loading') return <ProcessingSpinner />;
  if (load.kind === 'notFound') {
    return (
      <div data-testid="processing-not-found">
        <Result
          status="404"
          title={t('notFound.title')}
          subTitle={t('notFound.body')}
          extra={<Button onClick={() => navigate(QUEUE_PATH)}>{t('actions.backToQueue')}</Button>}
        />
      </div>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div data-testid="processing-failed">
        <Result
          status="error"
          title={t('failed.title')}
          subTitle={load.message}
          extra={
            <Button type="primary" onClick={() => setGeneration((g) => g + 1)}>
              {t('actions.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <ProcessingView
      key={`${documentId}:${load.generation}`}
      work={load.work}
      onWorkChange={onWorkChange}
      onReload={() => setGeneration((g) => g + 1)}
      onOpen={onOpen}
    />
  );
}

function NoDocumentChosen() {
  const { t } = useTranslation('processing');
  const navigate = useSafeNavigate();
  const { pathname, search } = useLocation();
  const me = useStore(signInStore, (s) => s.user?.id);
  const [state, setState] = useState<'looking' | 'none' | 'starting' | 'nothingWaiting' | { failed: string }>(
    'looking',
  );

  useEffect(() => {
    let live = true;
    api.get<DocumentListRow[]>(API_PATHS.documents.myQueue).then(
      (queue) => {
        if (!live) return;
        const current = queue.find((doc) => doc.status === 'processing' && (!me || doc.assigneeId === me));
        // Opened on the DBO's document only if the person has not gone elsewhere meanwhile.
        if (current) {
          if (stillAt(pathname, search)) navigate(processingPath(current.id), { replace: true });
        } else setState('none');
      },
      (error: unknown) => live && setState({ failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [me, navigate, pathname, search]);

  const startNext = async () => {
    setState('starting');
    try {
      const next = await startNextDocument();
      if (next) navigate(processingPath(next));
      else setState('nothingWaiting');
    } catch (error) {
      setState({ failed: error instanceof Error ? error.message : String(error) });
    }
  };

  if (state === 'looking') return <ProcessingSpinner />;
  return (
    <Card data-testid="processing-empty">
      <Result
        status={typeof state === 'object' ? 'warning' : 'info'}
        title={t('empty.title')}
        subTitle={
          typeof state === 'object' ? (
            <Typography.Text type="danger">{state.failed}</Typography.Text>
          ) : state === 'nothingWaiting' ? (
            <span data-testid="processing-nothing-waiting">{t('done.nothingWaiting')}</span>
          ) : (
            t('empty.body')
          )
        }
        extra={
          <Flex gap={8} justify="center" wrap>
            <Button
              type="primary"
              data-testid="processing-start-next"
              loading={state === 'starting'}
              onClick={() => void startNext()}
              autoFocus
            >
              {t('actions.startNext')}
            </Button>
            <Button onClick={() => navigate(QUEUE_PATH)}>{t('actions.backToQueue')}</Button>
          </Flex>
        }
      />
    </Card>
  );
}
