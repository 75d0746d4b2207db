/**
 * A failed step said where it happened: read out at once (role alert) and shown until the person
 * closes it or the next try clears it. Nothing shows while there is no failure.
 */
import { Alert } from 'antd';
import type { ReactNode } from 'react';

export function FailureAlert({
  failure,
  onClose,
  testId,
}: {
  failure: ReactNode | null | undefined;
  onClose: () => void;
  testId: string;
}) {
  if (!failure) return null;
  return <Alert type="error" showIcon closable onClose={onClose} message={failure} role="alert" data-testid={testId} />;
}
