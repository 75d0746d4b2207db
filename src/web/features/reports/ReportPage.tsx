/**
 * A report page from its description (pages/*.ts): the date toolbar, what the page shows above
 * its charts (key figures, a summary), and its charts. The report is asked for once, with the
 * filters of the URL; the chart library starts downloading with the page (ChartCard), beside
 * that request, so the charts draw as soon as the answer is there.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartContext, ReportPageSpec } from './chart-spec';
import { preloadCharts } from './ChartCard';
import { ChartGrid } from './ChartGrid';
import { useAudience } from './drill-through';
import { useReportFilters } from './report-filters';
import { ReportToolbar } from './ReportToolbar';
import { useReport } from './use-report';
import { useReportFormats } from './use-report-formats';

interface Meta {
  computedAt: string;
  utcDays: boolean;
  timeZone: string;
}

export function ReportPage<Answer extends Meta>(props: {
  page: ReportPageSpec<Answer>;
  /** What the page shows above its charts. */
  top?: (data: Answer | undefined, loading: boolean, context: ChartContext) => ReactNode;
}) {
  const { page } = props;
  const { t } = useTranslation(['reports', 'shared', 'uploads']);
  const formats = useReportFormats();
  const audience = useAudience();
  const { filters, update } = useReportFilters(page.preset);
  const { data, loading, error, csv } = useReport<Answer>(page.path, filters);
  useEffect(preloadCharts, []);
  const context: ChartContext = { t, formats, filters, audience };
  const grid = (
    <ChartGrid charts={page.charts} data={data} loading={loading} error={error} context={context} csv={csv} />
  );
  if (page.toolbar === false) return <div data-testid={page.testId}>{grid}</div>;
  return (
    <div data-testid={page.testId}>
      <ReportToolbar
        filters={filters}
        update={update}
        tenantPicker={page.tenantPicker}
        utcDays={data?.utcDays}
        timeZone={data?.timeZone}
      />
      {props.top?.(data, loading, context)}
      {grid}
    </div>
  );
}
