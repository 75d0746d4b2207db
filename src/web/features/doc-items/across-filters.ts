/**
 * The filters of the items-across-documents page, kept in the URL (report charts drill through
 * to it with e.g. `?category=`), and their form as the API's query.
 */
import { parseMoney } from '../../../common/doc-items';

export const FILTER_KEYS = [
  'tenantId',
  'locationId',
  'category',
  'dateFrom',
  'dateTo',
  'amountMin',
  'amountMax',
  'q',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type AcrossFilters = Partial<Record<FilterKey, string>>;

export function filtersFromUrl(params: URLSearchParams): AcrossFilters {
  const filters: AcrossFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function filtersToUrl(filters: AcrossFilters, keep: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(keep);
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * The filters as the API reads them (the list, the totals and the CSV alike): amounts typed as money ("12.50", in the URL as typed) go
 * as cents; an amount that is no amount is left out rather than refused.
 */
export function apiFilters(filters: AcrossFilters): AcrossFilters {
  const api: AcrossFilters = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (!value) continue;
    if (key === 'amountMin' || key === 'amountMax') {
      const money = parseMoney(value);
      if (money.ok) api[key] = String(money.cents);
    } else api[key] = value;
  }
  return api;
}
