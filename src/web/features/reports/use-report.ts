/** A report's answer, fetched with the filters of the URL; and the CSV of one of its tables. */
import { downloadFromApi } from '../../shared/http/download';
import { useApiQuery } from '../../shared/http/use-api-query';
import { reportParams, type ReportFilters } from './report-filters';

/** `template` is one of API_PATHS.reports. */
export function useReport<T>(template: string, filters: ReportFilters) {
  const params = reportParams(filters);
  const { data, isLoading, error } = useApiQuery<T>(template, { query: params });
  const csv = (table: string) => () =>
    void downloadFromApi(
      template,
      { query: { ...params, format: 'csv', table } },
      `${template.split('/').pop()}-${table}-${filters.from}-${filters.to}.csv`,
    );
  return { data, loading: isLoading, error, csv };
}
