/**
 * An archive hit as the page shows it: the matched words in <mark>, text that looks like HTML
 * shown as text (never parsed), the field named in the user's language, the text status, and
 * the link to the document's details page.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentSearchHit } from '../../src/common/schemas/archive';
import { ArchiveHit } from '../../src/web/features/archive/ArchiveHit';
import { renderWithApp } from './render';

const hit: DocumentSearchHit = {
  id: 'doc-1',
  title: 'receipt.pdf',
  status: 'archived',
  tenantId: 't1',
  tenantName: 'Acme',
  locationId: 'l1',
  locationName: 'Front desk',
  uploadId: 'up-1',
  vendor: 'Acme Widgets',
  docNumber: 'INV-1',
  docDate: '2024-03-05',
  totalCents: 5000,
  currency: 'EUR',
  createdAt: '2024-03-05T10:00:00.000Z',
  textStatus: 'failed',
  snippet: {
    field: 'fileText',
    parts: [{ text: 'paid in ' }, { text: 'zebracorn', hit: true }, { text: ' <img src=x onerror=alert(1)>' }],
  },
};

describe('ArchiveHit', () => {
  it('marks the matched words and shows markup as text', async () => {
    const { container } = await renderWithApp(<ArchiveHit hit={hit} onDownloadFailed={() => {}} />, {
      route: '/dbbs/archives?q=zebracorn',
    });
    const snippet = screen.getByTestId('archive-snippet');
    expect([...snippet.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['zebracorn']);
    expect(snippet.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    expect(snippet.textContent).toContain('File text');
    expect(screen.getByTestId('archive-text-status').textContent).toBe('Text failed');
    // The story opens over the search, which stays in the URL.
    expect(screen.getByTestId('archive-open').getAttribute('href')).toBe('/dbbs/archives?q=zebracorn&open=doc-1');
    expect(screen.getByTestId('archive-download')).toBeTruthy();
  });

  it('speaks the chosen language in the dark theme', async () => {
    const { i18n } = await renderWithApp(
      <ArchiveHit hit={{ ...hit, textStatus: null }} onDownloadFailed={() => {}} />,
      {
        language: 'fr',
        theme: 'dark',
      },
    );
    expect(screen.getByTestId('archive-text-status').textContent).toBe(i18n.t('archive:textStatus.pending'));
    expect(screen.getByTestId('archive-snippet').textContent).toContain('Texte du fichier');
  });
});
