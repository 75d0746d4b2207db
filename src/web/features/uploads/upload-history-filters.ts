/** The upload history's filters, as Refine filters for the list and as the query of the CSV. */
import type { CrudFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';

export interface HistoryFilters {
  locationId?: string;
  uploaderId?: string;
  documentStatus?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The filters chosen from a list of names (the date range aside). */
export type HistoryChoice = 'locationId' | 'uploaderId' | 'documentStatus';

export function toCrudFilters(filters: HistoryFilters): CrudFilter[] {
  const out: CrudFilter[] = [];
  for (const field of ['locationId', 'uploaderId', 'documentStatus'] as const) {
    const value = filters[field];
    if (value) out.push({ field, operator: 'eq', value });
  }
  const [from, to] = filters.range ?? [];
  if (from) out.push({ field: 'createdAt', operator: 'gte', value: from.startOf('day').toISOString() });
  if (to) out.push({ field: 'createdAt', operator: 'lte', value: to.endOf('day').toISOString() });
  return out;
}

/** The same filters as the list's query, for the CSV export. */
export function toQuery(filters: CrudFilter[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const filter of filters) {
    if (!('field' in filter)) continue;
    query[filter.operator === 'eq' ? filter.field : `${filter.field}_${filter.operator}`] = String(filter.value);
  }
  return query;
}
