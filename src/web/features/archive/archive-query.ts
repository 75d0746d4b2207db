/**
 * The archive's search as URL parameters (q, status, tenant, location, from, to, min, max,
 * page), so a search can be shared and bookmarked, and as the API's query. Amounts in the URL
 * are in currency units; the API takes cents.
 */
import type { ExportFilterValues } from '../../../common/schemas/exports';
import { DOCUMENT_STATUSES } from '../../../common/workflow';

export const ARCHIVE_PAGE_SIZE = 20;
export const STATUS_CHOICES = [...DOCUMENT_STATUSES, 'any'] as const;

export interface ArchiveQuery {
  q: string;
  status: string;
  tenant?: string;
  location?: string;
  from?: string;
  to?: string;
  min?: number;
  max?: number;
  page: number;
}

const amount = (value: string | null) => {
  const number = value === null || value === '' ? NaN : Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export function readArchiveQuery(params: URLSearchParams): ArchiveQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: status && (STATUS_CHOICES as readonly string[]).includes(status) ? status : 'archived',
    tenant: params.get('tenant') || undefined,
    location: params.get('location') || undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    min: amount(params.get('min')),
    max: amount(params.get('max')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeArchiveQuery(query: ArchiveQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status !== 'archived') params.set('status', query.status);
  if (query.tenant) params.set('tenant', query.tenant);
  if (query.location) params.set('location', query.location);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.min !== undefined) params.set('min', String(query.min));
  if (query.max !== undefined) params.set('max', String(query.max));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The query of GET /api/documents/search. */
export function searchApiQuery(query: ArchiveQuery): Record<string, string> {
  const api: Record<string, string> = { status: query.status };
  if (query.q) api.q = query.q;
  if (query.tenant) api.tenantId = query.tenant;
  if (query.location) api.locationId = query.location;
  if (query.from) api.from = query.from;
  if (query.to) api.to = query.to;
  if (query.min !== undefined) api.amountMin = String(Math.round(query.min * 100));
  if (query.max !== undefined) api.amountMax = String(Math.round(query.max * 100));
  const start = (query.page - 1) * ARCHIVE_PAGE_SIZE;
  api._start = String(start);
  api._end = String(start + ARCHIVE_PAGE_SIZE);
  return api;
}

/** The filter's part the exports take (their documents are the archived ones; words are not applied). */
export function exportFilter(query: ArchiveQuery): ExportFilterValues {
  return {
    tenantId: query.tenant,
    locationId: query.location,
    from: query.from,
    to: query.to,
    amountMin: query.min === undefined ? undefined : Math.round(query.min * 100),
    amountMax: query.max === undefined ? undefined : Math.round(query.max * 100),
  };
}
