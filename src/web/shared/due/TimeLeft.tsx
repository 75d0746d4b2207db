/**
 * The business time left on a document's SLA clock (common/sla.ts), counting down each minute:
 * "5 h 20 min left", "1 h 5 min overdue", or paused while the document waits on the client.
 * Nothing when there is no clock to show.
 */
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hoursAndMinutes, timeLeft, type SlaView } from '../../../common/sla';
import { useNow } from './use-now';

export function TimeLeft({ view }: { view: SlaView }) {
  const { t } = useTranslation('shared');
  const now = useNow();
  const left = timeLeft(view, now);
  if (!left) return null;
  const time = t('due.duration', hoursAndMinutes(left.seconds));
  const text =
    left.kind === 'over'
      ? t('due.over', { time })
      : left.kind === 'paused'
        ? t('due.paused', { time })
        : t('due.left', { time });
  return (
    <Tooltip title={t('due.businessHours')}>
      <Typography.Text
        type={left.kind === 'over' ? 'danger' : 'secondary'}
        data-testid="time-left"
        data-kind={left.kind}
        style={{ fontSize: 12 }}
      >
        {text}
      </Typography.Text>
    </Tooltip>
  );
}
