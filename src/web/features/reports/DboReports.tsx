/**
 * /dbbs/dboarea/dboreports: my totals against my team's medians, above the charts of
 * pages/dbo-page.ts.
 */
import { Card, Descriptions } from 'antd';
import type { DboReport } from '../../../common/schemas/reports';
import { formatter, type ChartContext } from './chart-spec';
import { DBO_PAGE } from './pages/dbo-page';
import { ReportPage } from './ReportPage';

function MeAgainstTeam({ data, loading, context }: { data?: DboReport; loading: boolean; context: ChartContext }) {
  const { t, formats } = context;
  const hours = formatter('hours', context) as (value: number | null) => string;
  return (
    <Card
      size="small"
      loading={loading}
      title={t('reports:charts.meVsTeam')}
      data-testid="dbo-summary"
      style={{ marginBottom: 16 }}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('reports:figures.submitted')}>
          {formats.number(data?.mine.submitted ?? 0)} ·{' '}
          {t('reports:teamMedian', { value: formats.number(data?.team.medianSubmitted) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('reports:figures.handling')}>
          {hours(data?.mine.avgHandlingHours ?? null)} ·{' '}
          {t('reports:teamMedian', { value: hours(data?.team.medianHandlingHours ?? null) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('reports:figures.sendBackRate')}>
          {formats.percent(data?.mine.sendBackRate)} ·{' '}
          {t('reports:teamMedian', { value: formats.percent(data?.team.medianSendBackRate) })}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export const DboReports = () => (
  <ReportPage
    page={DBO_PAGE}
    top={(data, loading, context) => <MeAgainstTeam data={data} loading={loading} context={context} />}
  />
);
