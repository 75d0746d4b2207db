/** A report's answer, fetched with the filters of the URL; and the CSV of one of its tables. */
import type { BaseRecord } from '@refinedev/core';
import { downloadCsv } from '../../shared/http/authorized-fetch';
import { useApiGet } from '../../shared/http/use-api';
import { reportParams, type ReportFilters } from './report-filters';

export function useReport<T extends BaseRecord>(path: string, filters: ReportFilters) {
  const params = reportParams(filters);
  const { data, isLoading, error } = useApiGet<T>(path, params);
  const csv = (table: string) => () =>
    void downloadCsv(
      `${path}?${new URLSearchParams({ ...params, format: 'csv', table }).toString()}`,
      `${path.split('/').pop()}-${table}-${filters.from}-${filters.to}.csv`,
    );
  return { data, loading: isLoading, error, csv };
}
