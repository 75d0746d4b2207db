/** Totals per currency of the filtered items, and their CSV export (streamed by the server). */
import { authorizedFetch, downloadCsv } from '../../shared/http/authorized-fetch';
import { filtersQuery, type AcrossFilters } from './across-filters';

export interface CurrencyTotal {
  currency: string;
  netCents: number;
  taxCents: number;
  grossCents: number;
  items: number;
}

export interface AcrossItem {
  id: string;
  documentId: string;
  documentTitle: string;
  tenantName: string;
  locationName: string;
  itemDate: string | null;
  description: string;
  category: string | null;
  amountCents: number;
  currency: string;
  taxCents: number | null;
}

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
