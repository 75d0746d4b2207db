/**
 * A page that decides on finished documents (approval or the client's review): the list of those
 * waiting, or with `?document=<id>` one of them read-only with the decisions its state allows.
 */
import { Alert, App, Button, Result, Spin, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { API_PATHS } from '../../../../common/api-paths';
import { useSafeNavigate } from '../../../safe-navigation';
import { api } from '../../../shared/http/api-client';
import { useDocumentStatusLabel } from '../../../shared/status/document-status-label';
import type { DecisionMode } from './decision-modes';
import { DecisionList } from './DecisionList';
import { ReadOnlyDocument } from './ReadOnlyDocument';
import { ReasonModal, type Reason } from './ReasonModal';
import { useDocumentWork } from './use-document-work';
import { useNextDocument } from './use-next-document';
import { FailureAlert } from '../../../shared/feedback/FailureAlert';

const documentPath = (mode: DecisionMode, id: string) => `${mode.path}?document=${encodeURIComponent(id)}`;

export function DecisionPage({ mode }: { mode: DecisionMode }) {
  const [params] = useSearchParams();
  const documentId = params.get('document');
  return documentId ? (
    <DecisionDocument key={documentId} mode={mode} documentId={documentId} />
  ) : (
    <DecisionList mode={mode} openPath={(id) => documentPath(mode, id)} />
  );
}

type Busy = 'yes' | 'yesNext' | 'no' | null;

function DecisionDocument({ mode, documentId }: { mode: DecisionMode; documentId: string }) {
  const { t } = useTranslation('review');
  const { message } = App.useApp();
  const navigate = useSafeNavigate();
  const statusLabel = useDocumentStatusLabel();
  const nextDocument = useNextDocument();
  const { load, reload, refreshing } = useDocumentWork(documentId);
  const [busy, setBusy] = useState<Busy>(null);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const back = () => navigate(mode.path);

  if (load.kind === 'loading') return <Spin size="large" data-testid="decision-loading" />;
  if (load.kind === 'notFound')
    return (
      <Result
        status="404"
        title={t('notFound')}
        data-testid="decision-not-found"
        extra={<Button onClick={back}>{t('backToList')}</Button>}
      />
    );
  if (load.kind === 'failed')
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={load.message}
        extra={<Button onClick={reload}>{t('retry')}</Button>}
      />
    );
  const { document } = load.work;
  const decidable = document.status === mode.status;
  // While the document is read again after a refusal, a decision would state the old version.
  const waiting = busy !== null || refreshing;

  const run = async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      reload();
    } finally {
      setBusy(null);
    }
  };
  const decideYes = (andNext: boolean) =>
    run(andNext ? 'yesNext' : 'yes', async () => {
      await api.post(API_PATHS.documents.step, {
        params: { id: document.id, step: mode.yes },
        body: { version: document.version },
      });
      void message.success(t(`${mode.key}.done`, { title: document.title }));
      const next = andNext ? await nextDocument(mode.status, document.id) : undefined;
      if (andNext && !next) void message.info(t('nothingWaiting'));
      navigate(next ? documentPath(mode, next) : mode.path);
    });
  const decideNo = (reason: Reason) =>
    run('no', async () => {
      await api.post(API_PATHS.documents.step, {
        params: { id: document.id, step: mode.no },
        body: { version: document.version, ...reason },
      });
      setAsking(false);
      void message.success(t(`${mode.key}.noDone`, { title: document.title }));
      navigate(mode.path);
    });

  const actions = (
    <>
      <Button onClick={back} data-testid="decision-back">
        {t('backToList')}
      </Button>
      {decidable && (
        <>
          <Button danger disabled={waiting} onClick={() => setAsking(true)} data-testid={`decision-${mode.no}`}>
            {t(`${mode.key}.no`)}
          </Button>
          <Button
            disabled={waiting && busy !== 'yes'}
            loading={busy === 'yes'}
            onClick={() => void decideYes(false)}
            data-testid={`decision-${mode.yes}`}
            type={mode.key === 'review' ? 'primary' : 'default'}
          >
            {t(`${mode.key}.yes`)}
          </Button>
          {mode.key === 'approve' && (
            <Button
              type="primary"
              disabled={waiting && busy !== 'yesNext'}
              loading={busy === 'yesNext'}
              onClick={() => void decideYes(true)}
              data-testid="decision-approve-next"
            >
              {t('approve.yesNext')}
            </Button>
          )}
        </>
      )}
    </>
  );

  return (
    <Flex vertical gap={12} data-testid={`${mode.key}-document`}>
      <ReadOnlyDocument
        work={load.work}
        actions={actions}
        notice={
          <>
            {!decidable && (
              <Alert
                type="info"
                showIcon
                data-testid="decision-not-decidable"
                message={t('notDecidable', { state: statusLabel(document.status) })}
              />
            )}
            <FailureAlert failure={failure} onClose={() => setFailure(null)} testId="decision-error" />
          </>
        }
      />
      <ReasonModal
        // Stays open, with what was typed, over a refused decision that can still be made; goes
        // when the document, read again, can no longer take this decision.
        open={asking && decidable}
        title={t(`${mode.key}.noTitle`)}
        okText={t(`${mode.key}.no`)}
        busy={busy === 'no' || refreshing}
        onCancel={() => setAsking(false)}
        onConfirm={(reason) => void decideNo(reason)}
      />
    </Flex>
  );
}
