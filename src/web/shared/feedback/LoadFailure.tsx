/**
 * What could not be loaded and why, with a retry: the same on every page that loads its data
 * itself (the queue, the dashboard, the issues, a document's details).
 */
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadFailure({
  title,
  reason,
  onRetry,
  testId,
}: {
  title: string;
  reason?: ReactNode;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('shared');
  return (
    <Alert
      type="error"
      showIcon
      message={title}
      description={reason}
      action={<Button onClick={onRetry}>{t('loadFailure.retry')}</Button>}
      data-testid={testId}
    />
  );
}
