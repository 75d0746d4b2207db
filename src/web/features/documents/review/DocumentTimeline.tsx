/**
 * A document's story step by step: who, when, from which state to which (by their labels), and
 * the reason and comment where the step has them.
 */
import { Alert, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../../common/api-paths';
import type { TimelineEntry } from '../../../../common/schemas/timeline';
import { api } from '../../../shared/http/api-client';
import { useDocumentStatusLabel } from '../../../shared/status/document-status-label';

type Load = { kind: 'loading' } | { kind: 'ready'; steps: TimelineEntry[] } | { kind: 'failed'; message: string };

export function DocumentTimeline({ documentId }: { documentId: string }) {
  const { t, i18n } = useTranslation('review');
  const statusLabel = useDocumentStatusLabel();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    api.get<TimelineEntry[]>(API_PATHS.documents.timeline, { params: { id: documentId } }).then(
      (steps) => live && setLoad({ kind: 'ready', steps }),
      (error: unknown) =>
        live && setLoad({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [documentId]);

  if (load.kind === 'loading') return <Spin data-testid="timeline-loading" />;
  if (load.kind === 'failed')
    return <Alert type="error" showIcon message={t('timeline.failed')} description={load.message} />;
  if (load.steps.length === 0) return <Empty description={t('timeline.empty')} />;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Timeline
      data-testid="document-timeline"
      items={load.steps.map((step, index) => ({
        key: `${step.at}-${index}`,
        color: step.reasonCode ? 'red' : step.toState === 'archived' ? 'green' : 'blue',
        children: (
          <div data-testid="timeline-step" data-action={step.action} data-to={step.toState ?? undefined}>
            <Typography.Text strong>{t(`action.${step.action}`, { defaultValue: step.action })}</Typography.Text>{' '}
            {step.fromState && step.toState && step.fromState !== step.toState && (
              <Typography.Text data-testid="timeline-states">
                {t('timeline.fromTo', { from: statusLabel(step.fromState), to: statusLabel(step.toState) })}
              </Typography.Text>
            )}
            {!step.fromState && step.toState && <Typography.Text>{statusLabel(step.toState)}</Typography.Text>}
            <br />
            <Typography.Text type="secondary">
              {t('timeline.byAt', {
                who: step.actorName ?? step.actorEmail ?? t('timeline.system'),
                at: when(step.at),
              })}
            </Typography.Text>
            {step.reasonCode && (
              <div>
                <Tag color="error" data-testid="timeline-reason">
                  {t(`reasonCode.${step.reasonCode}`, { defaultValue: step.reasonCode })}
                </Tag>
              </div>
            )}
            {step.comment && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="timeline-comment">
                {step.comment}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
