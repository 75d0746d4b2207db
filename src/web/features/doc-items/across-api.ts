/** Totals per currency of the filtered items, and their CSV export (streamed by the server). */
import type { CurrencyTotal } from '../../../common/document-totals';
import type { DocItemAcrossRow } from '../../../common/schemas/doc-items-across';
import { authorizedFetch, downloadCsv } from '../../shared/http/authorized-fetch';
import { filtersQuery, type AcrossFilters } from './across-filters';

export type { CurrencyTotal };
export type AcrossItem = DocItemAcrossRow;

export async function fetchTotals(filters: AcrossFilters): Promise<CurrencyTotal[]> {
  const response = await authorizedFetch(`/api/doc-items/across/totals?${filtersQuery(filters)}`);
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new Error(typeof message === 'string' ? message : `${response.status}`);
  }
  return body as CurrencyTotal[];
}

export function exportCsv(filters: AcrossFilters): Promise<void> {
  return downloadCsv(`/api/doc-items/across.csv?${filtersQuery(filters)}`, 'doc-items.csv');
}
