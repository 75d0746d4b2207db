/**
 * Where a click on a bar or slice leads: the filtered list of those documents. Administrators and
 * DBOs get Process documents, DBS supervisors the document list, items by category go to Document
 * items; a client HQ, who has none of these, gets the archive.
 */
import { useAccess } from '../../routing/use-access';
import type { ReportFilters } from './report-filters';

export type Audience = 'client' | 'processDocs' | 'documentList';

/** The list pages the signed-in user may open decide where a click leads. */
export function useAudience(): Audience {
  const { pages } = useAccess();
  if (pages.includes('/dbbs/ProcessDocs')) return 'processDocs';
  if (pages.includes('/dbbs/dbsarea/document')) return 'documentList';
  return 'client';
}

const query = (values: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
};

export function documentsLink(audience: Audience, filters: ReportFilters, extra: Record<string, string | undefined>) {
  const common = { from: filters.from, to: filters.to, tenant: filters.tenant, ...extra };
  const page = { client: '/dbbs/archives', processDocs: '/dbbs/ProcessDocs', documentList: '/dbbs/dbsarea/document' };
  return `${page[audience]}?${query(common)}`;
}

export function itemsLink(audience: Audience, filters: ReportFilters, category: string) {
  if (audience === 'client') return documentsLink(audience, filters, { q: category });
  return `/dbbs/dbsarea/docuitem?${query({ category, from: filters.from, to: filters.to, tenant: filters.tenant })}`;
}

/** A day's bounds for a list filtered by upload date: that day only. */
export const dayFilters = (filters: ReportFilters, day: string): ReportFilters => ({ ...filters, from: day, to: day });
