/**
 * /dbbs/dboarea/dboreports: my throughput beside the team's median (two lines), my average
 * handling time (columns) and my send-back rate (area), with my totals against the team's medians.
 */
import { Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import type { DboReport } from '../../../common/schemas/reports';
import { ChartCard } from './ChartCard';
import { allZero } from './long-rows';
import { useReportFilters } from './report-filters';
import { ReportToolbar } from './ReportToolbar';
import { useReport } from './use-report';
import { useReportFormats } from './use-report-formats';

export function DboReports() {
  const { t } = useTranslation('reports');
  const formats = useReportFormats();
  const { filters, update } = useReportFilters('last30');
  const { data, loading, error, csv } = useReport<DboReport>(API_PATHS.reports.dbo, filters);
  const state = { loading, error, computedAt: data?.computedAt };
  const count = (value: number) => formats.number(value);
  const hours = (value: number | null) => (value == null ? '—' : t('hours', { value: formats.number(value) }));
  const throughput = data?.days.flatMap((row) => [
    { day: row.day, series: t('series.mine'), value: row.submitted },
    { day: row.day, series: t('series.teamMedian'), value: row.teamMedianSubmitted ?? 0 },
  ]);
  const handling = data?.days.filter((row) => row.avgHandlingHours != null);
  const rates = data?.days.filter((row) => row.sendBackRate != null);
  return (
    <div data-testid="report-dbo">
      <ReportToolbar filters={filters} update={update} utcDays={data?.utcDays} timeZone={data?.timeZone} />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <Card size="small" loading={loading} title={t('charts.meVsTeam')} data-testid="dbo-summary">
            <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
              <Descriptions.Item label={t('figures.submitted')}>
                {count(data?.mine.submitted ?? 0)} ·{' '}
                {t('teamMedian', { value: formats.number(data?.team.medianSubmitted) })}
              </Descriptions.Item>
              <Descriptions.Item label={t('figures.handling')}>
                {hours(data?.mine.avgHandlingHours ?? null)} ·{' '}
                {t('teamMedian', { value: hours(data?.team.medianHandlingHours ?? null) })}
              </Descriptions.Item>
              <Descriptions.Item label={t('figures.sendBackRate')}>
                {formats.percent(data?.mine.sendBackRate)} ·{' '}
                {t('teamMedian', { value: formats.percent(data?.team.medianSendBackRate) })}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24}>
          <ChartCard
            id="throughput"
            title={t('charts.throughput')}
            rows={throughput}
            {...state}
            isEmpty={(rows) => allZero(rows)}
            onCsv={csv('days')}
            chart={{ kind: 'line', x: 'day', y: 'value', series: 'series', formatX: formats.day, formatY: count }}
            columns={[
              { title: t('columns.day'), dataIndex: 'day', render: formats.day },
              { title: t('columns.series'), dataIndex: 'series' },
              { title: t('columns.value'), dataIndex: 'value', align: 'right', render: count },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="handling"
            title={t('charts.handling')}
            rows={handling}
            {...state}
            chart={{ kind: 'column', x: 'day', y: 'avgHandlingHours', formatX: formats.day, formatY: (v) => hours(v) }}
            columns={[
              { title: t('columns.day'), dataIndex: 'day', render: formats.day },
              { title: t('figures.handling'), dataIndex: 'avgHandlingHours', align: 'right', render: hours },
            ]}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            id="send-back-rate"
            title={t('charts.sendBackRate')}
            rows={rates}
            {...state}
            chart={{ kind: 'area', x: 'day', y: 'sendBackRate', formatX: formats.day, formatY: formats.percent }}
            columns={[
              { title: t('columns.day'), dataIndex: 'day', render: formats.day },
              { title: t('figures.sentBack'), dataIndex: 'sentBack', align: 'right', render: count },
              { title: t('figures.sendBackRate'), dataIndex: 'sendBackRate', align: 'right', render: formats.percent },
            ]}
          />
        </Col>
      </Row>
    </div>
  );
}
