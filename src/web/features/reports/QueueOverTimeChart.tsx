/**
 * The back-office queue over time, self-contained for the DBS dashboard: arrivals and
 * completions per day (grouped columns) and the backlog at each day's end (area), for the last
 * 30 days (or the range in the URL). Mount it anywhere: <QueueOverTimeChart />.
 */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { API_PATHS } from '../../../common/api-paths';
import type { QueueReport } from '../../../common/schemas/reports';
import { ChartCard } from './ChartCard';
import { dayFilters, documentsLink, useAudience } from './drill-through';
import { allZero, longRows } from './long-rows';
import { useReportFilters } from './report-filters';
import { useReport } from './use-report';
import { useReportFormats } from './use-report-formats';

export function QueueOverTimeChart() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const audience = useAudience();
  const formats = useReportFormats();
  const { filters } = useReportFilters('last30');
  const { data, loading, error, csv } = useReport<QueueReport>(API_PATHS.reports.queue, filters);
  const state = { loading, error, computedAt: data?.computedAt };
  const count = (value: number) => formats.number(value);
  const flow = longRows(data?.days, 'day', {
    arrivals: t('series.arrivals'),
    completions: t('series.completions'),
    reopened: t('series.reopened'),
  });
  return (
    <Row gutter={[16, 16]} data-testid="queue-over-time">
      <Col xs={24} lg={12}>
        <ChartCard
          id="queue-flow"
          title={t('charts.queueFlow')}
          rows={flow}
          {...state}
          isEmpty={(rows) => allZero(rows)}
          onCsv={csv('days')}
          chart={{
            kind: 'grouped',
            x: 'day',
            y: 'value',
            series: 'series',
            formatX: formats.day,
            formatY: count,
            onSelect: (row) => navigate(documentsLink(audience, dayFilters(filters, String(row.day)), {})),
          }}
          columns={[
            { title: t('columns.day'), dataIndex: 'day', render: formats.day },
            { title: t('columns.series'), dataIndex: 'series' },
            { title: t('columns.value'), dataIndex: 'value', align: 'right', render: count },
          ]}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard
          id="queue-backlog"
          title={t('charts.backlogOverTime')}
          rows={data?.days}
          {...state}
          chart={{ kind: 'area', x: 'day', y: 'backlog', formatX: formats.day, formatY: count }}
          columns={[
            { title: t('columns.day'), dataIndex: 'day', render: formats.day },
            { title: t('series.backlog'), dataIndex: 'backlog', align: 'right', render: count },
          ]}
        />
      </Col>
    </Row>
  );
}
