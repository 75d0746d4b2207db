/** Where opening a document goes, per role and state (issue 11's shared list rule). */
import { describe, expect, it } from 'vitest';
import { openDocumentPath } from '../../src/web/shared/open-document/open-document-path';
import { API_PATHS, apiPath } from '../../src/common/api-paths';
import { apiFilters, filtersFromUrl, filtersToUrl } from '../../src/web/features/doc-items/across-filters';

const doc = (status: string, assigneeId: string | null = 'me') => ({ id: 'd1', status, assigneeId });

describe('openDocumentPath', () => {
  it.each([
    ['the assignee DBO, processing', doc('processing'), ['isDbo'], '/dbbs/dboarea/processing?document=d1'],
    ['the assignee DBO, on hold', doc('on_hold'), ['isDbo'], '/dbbs/dboarea/processing?document=d1'],
    ['another DBO, processed', doc('processed', 'other'), ['isDbo'], '/dbbs/dboarea/processing?document=d1'],
    ['the supervisor, processed', doc('processed'), ['isDbs'], '/dbbs/dbsarea/approve?document=d1'],
    ['the administrator, processed', doc('processed'), ['isDbAdmin'], '/dbbs/dbsarea/approve?document=d1'],
    ['the client supervisor, approved', doc('approved'), ['ClientSupervisor'], '/client/review?document=d1'],
    ['the client supervisor, archived', doc('archived'), ['ClientSupervisor'], '/client/details?document=d1'],
    ['the client supervisor, processing', doc('processing'), ['ClientSupervisor'], '/client/details?document=d1'],
    ['an HQ user', doc('approved'), ['isClientHq'], null],
  ])('%s', (_, document, roles, expected) => {
    expect(openDocumentPath(document, 'me', roles)).toBe(expected);
  });
});

describe('items across documents: filters in the URL', () => {
  it('reads the known filters, drops blanks and unknown keys, and writes them back', () => {
    const read = filtersFromUrl(new URLSearchParams('category=Travel&amountMin=&tab=2&dateFrom=2026-01-01'));
    expect(read).toEqual({ category: 'Travel', dateFrom: '2026-01-01' });
    expect(apiPath(API_PATHS.docItems.acrossTotals, {}, apiFilters(read))).toBe(
      '/api/doc-items/across/totals?category=Travel&dateFrom=2026-01-01',
    );
    const written = filtersToUrl({ category: 'Meals' }, new URLSearchParams('category=Travel&tab=2'));
    expect(written.toString()).toBe('category=Meals&tab=2');
  });
});
