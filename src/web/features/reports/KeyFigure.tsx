/** A key figure beside its change against the previous period of equal length. */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReportFormats } from './use-report-formats';

export function KeyFigure(props: {
  id: string;
  title: string;
  current: number | undefined;
  previous: number | undefined;
  format(value: number): string;
  loading: boolean;
}) {
  const { t } = useTranslation('reports');
  const formats = useReportFormats();
  const { current = 0, previous = 0 } = props;
  const change = previous ? (current - previous) / previous : null;
  return (
    <Card size="small" loading={props.loading} data-testid={`figure-${props.id}`}>
      <Statistic title={props.title} value={props.format(current)} />
      <Typography.Text
        type={change == null ? 'secondary' : change >= 0 ? 'success' : 'danger'}
        style={{ fontSize: 12 }}
      >
        {change == null ? (
          t('figures.noPrevious', { value: props.format(previous) })
        ) : (
          <>
            {change >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}{' '}
            {t('figures.change', { change: formats.percent(Math.abs(change)), value: props.format(previous) })}
          </>
        )}
      </Typography.Text>
    </Card>
  );
}
