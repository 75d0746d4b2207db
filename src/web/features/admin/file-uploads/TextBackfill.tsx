/**
 * One line on the file uploads page: how far the text of the files has been read (GET
 * /api/admin/text-backfill), and a button that queues the files not read yet (POST).
 * Refreshed every few seconds while files are pending.
 */
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextBackfillProgress } from '../../../../common/schemas/archive';
import { API_PATHS } from '../../../../common/api-paths';
import { api } from '../../../shared/http/api-client';
import { useApiQuery } from '../../../shared/http/use-api-query';
import { useApiWrite } from '../../../shared/http/use-api-write';

export function TextBackfill() {
  const { t } = useTranslation('archive');
  const { data, refetch } = useApiQuery<TextBackfillProgress>(API_PATHS.admin.textBackfill);
  const { run: write, busy } = useApiWrite();
  const pending = data?.pending ?? 0;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refetch(), 3000);
    return () => clearInterval(timer);
  }, [pending, refetch]);
  if (!data) return null;
  const run = async () => {
    const answer = await write(() =>
      api.post<{ queued: number }>(API_PATHS.admin.textBackfill, { body: { retryFailed: true } }),
    );
    await refetch();
    return answer;
  };
  return (
    <Alert
      type={data.failed ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="text-backfill"
      message={t('backfill.title')}
      description={t('backfill.progress', { ...data })}
      action={
        data.missing || data.failed ? (
          <Button loading={busy} onClick={() => void run().catch(() => undefined)} data-testid="text-backfill-run">
            {t('backfill.run')}
          </Button>
        ) : undefined
      }
    />
  );
}
