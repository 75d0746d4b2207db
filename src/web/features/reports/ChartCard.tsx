/**
 * One chart in a card: its title, when its figures were computed, loading / error / empty
 * states, PNG and CSV export, and its data as a table (the chart's text alternative): always in the
 * page for screen readers (ChartDataTable, visually hidden), and shown on the toggle.
 */
import { DownloadOutlined, FileImageOutlined, TableOutlined } from '@ant-design/icons';
import type { Chart } from '@ant-design/charts';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from './ChartDataTable';
import type { ReportChartProps } from './report-chart-props';
import { useChartTheme } from './use-chart-theme';
import { useReportFormats } from './use-report-formats';

const loadChart = () => import('./ReportChart');
const ReportChart = lazy(loadChart);
/**
 * Starts the chart library's download before any chart asks for it (ReportPage.tsx does as its
 * code loads), so the charts draw as soon as the figures are there.
 */
export const preloadCharts = () => void loadChart();

export interface ChartCardProps<T extends Record<string, unknown>> {
  id: string;
  title: string;
  rows: T[] | undefined;
  loading: boolean;
  error: unknown;
  computedAt?: string;
  chart: Omit<ReportChartProps, 'data' | 'theme' | 'onReady'>;
  /** The chart's data table: columns in the UI language. */
  columns: TableColumnsType<T>;
  /** Whether the rows hold anything worth drawing (all zero counts as empty). */
  isEmpty?: (rows: T[]) => boolean;
  /** The server's CSV of this table (whole set). */
  onCsv?: () => void;
  extra?: ReactNode;
  footnote?: ReactNode;
}

export function ChartCard<T extends Record<string, unknown>>(props: ChartCardProps<T>) {
  const { t } = useTranslation('reports');
  const theme = useChartTheme();
  const formats = useReportFormats();
  const chart = useRef<Chart | null>(null);
  const [showTable, setShowTable] = useState(false);
  const rows = props.rows ?? [];
  const empty = props.isEmpty ? props.isEmpty(rows) : rows.length === 0;
  const savePng = () =>
    chart.current?.downloadImage?.(`${props.id}-${new Date().toISOString().slice(0, 10)}`, 'image/png');
  let body: ReactNode;
  if (props.error)
    body = <Alert type="error" showIcon message={t('state.error')} data-testid={`chart-error-${props.id}`} />;
  else if (props.loading || !props.rows) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (empty) body = <Empty description={t('state.empty')} data-testid={`chart-empty-${props.id}`} />;
  else
    body = (
      <div role="img" aria-label={t('chartOf', { title: props.title })} data-testid={`chart-${props.id}`}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
          <ReportChart
            {...props.chart}
            data={rows}
            theme={theme}
            onReady={(instance) => {
              chart.current = instance;
            }}
          />
        </Suspense>
      </div>
    );
  return (
    <Card
      title={props.title}
      size="small"
      data-testid={`report-card-${props.id}`}
      extra={
        <Space size={4} wrap>
          {props.extra}
          <Tooltip title={t('action.table')}>
            <Button
              size="small"
              type={showTable ? 'primary' : 'default'}
              icon={<TableOutlined />}
              aria-label={t('action.table')}
              aria-pressed={showTable}
              onClick={() => setShowTable((shown) => !shown)}
            />
          </Tooltip>
          <Tooltip title={t('action.png')}>
            <Button
              size="small"
              icon={<FileImageOutlined />}
              aria-label={t('action.png')}
              disabled={empty || !!props.error}
              onClick={savePng}
            />
          </Tooltip>
          {props.onCsv && (
            <Tooltip title={t('action.csv')}>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                aria-label={t('action.csv')}
                onClick={props.onCsv}
                data-testid={`csv-${props.id}`}
              />
            </Tooltip>
          )}
        </Space>
      }
    >
      {body}
      {/* The text alternative, for screen readers, whenever the chart draws and its table is not shown. */}
      {!showTable && !props.error && !props.loading && !empty && (
        <ChartDataTable id={props.id} caption={props.title} columns={props.columns} rows={rows} />
      )}
      {showTable && (
        <Table<T>
          size="small"
          style={{ marginTop: 12 }}
          rowKey={(row) => JSON.stringify(row)}
          columns={props.columns}
          dataSource={rows}
          pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
          scroll={{ x: true }}
          data-testid={`table-${props.id}`}
        />
      )}
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {props.computedAt ? t('computedAt', { time: formats.time(props.computedAt) }) : '\u00a0'}
        {props.footnote ? <> · {props.footnote}</> : null}
      </Typography.Text>
    </Card>
  );
}
