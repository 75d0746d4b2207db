/**
 * A report page from its description (pages/*.ts): the date toolbar, what the page shows above
 * its charts (key figures, a summary), and its charts. The report is asked for once, with the
 * filters of the URL.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartContext, ReportPageSpec } from './chart-spec';
import { preloadCharts } from './ChartCard';
import { ChartGrid } from './ChartGrid';
import { useAudience } from './drill-through';
import { useReportFilters } from './report-filters';
import { ReportToolbar } from './ReportToolbar';
import { useReport } from './use-report';
import { useReportFormats } from './use-report-formats';

// The chart library (its own chunk, the largest of the app) starts downloading as soon as a report
// page's code is loaded, which a full load starts before the session is restored
// (routing/page-components.ts), so it is ready when the report's figures arrive.
preloadCharts();

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
