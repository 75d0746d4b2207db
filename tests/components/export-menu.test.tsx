/**
 * The archive's Export menu: opened and chosen from by keyboard in both themes, each choice
 * downloading the right export of the filter (the download is handed in, so the choice and its
 * arguments are what is checked here; tests/api/exports covers what the server sends), the
 * files of the picked documents only when some are picked, a note when search words are set,
 * and a hit's checkbox named after the document.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentSearchHit } from '../../src/common/schemas/archive';
import type { ExportFilterValues } from '../../src/common/schemas/exports';
import { ArchiveHit } from '../../src/web/features/archive/ArchiveHit';
import { exportQuery, type ExportChoice } from '../../src/web/features/exports/export-downloads';
import { ExportMenuButton } from '../../src/web/features/exports/ExportMenu';
import { renderWithApp } from './render';

const FILTER: ExportFilterValues = { tenantId: 't1', from: '2024-01-01', to: '2024-03-31', amountMin: 500 };
const WAIT = { timeout: 15_000 };

function recorder() {
  const calls: [ExportChoice, ExportFilterValues, readonly string[]][] = [];
  const download = async (choice: ExportChoice, filter: ExportFilterValues, ids: readonly string[]) => {
    calls.push([choice, filter, ids]);
  };
  return { calls, download };
}

/** The menu's entries once it is open, by their text. */
const entry = async (name: RegExp) => screen.findByRole('menuitem', { name }, WAIT);

describe.each(['light', 'dark'] as const)('the Export menu in the %s theme', (theme) => {
  it('opens from the keyboard and downloads the filter as CSV or XLSX', async () => {
    const { calls, download } = recorder();
    await renderWithApp(<ExportMenuButton filter={FILTER} selectedIds={[]} download={download} />, { theme });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('export-menu'));
    await user.keyboard('{Enter}');
    const csv = await entry(/\(CSV\)/);
    expect(await entry(/XLSX/)).toBeTruthy();
    const selected = await entry(/0 selected documents/);
    expect(selected.getAttribute('aria-disabled')).toBe('true');
    await user.click(csv);
    await waitFor(() => expect(calls).toEqual([['csv', FILTER, []]]), WAIT);
    await user.click(screen.getByTestId('export-menu'));
    await user.click(await entry(/XLSX/));
    await waitFor(() => expect(calls.at(-1)).toEqual(['xlsx', FILTER, []]), WAIT);
    await user.click(screen.getByTestId('export-menu'));
    await user.click(await entry(/archived documents of the filter$/));
    await waitFor(() => expect(calls.at(-1)).toEqual(['zip-filter', FILTER, []]), WAIT);
  }, 60_000);
});

describe('the Export menu', () => {
  it('zips the picked documents, and says the search words are not applied', async () => {
    const { calls, download } = recorder();
    await renderWithApp(<ExportMenuButton filter={FILTER} selectedIds={['d1', 'd2']} hasWords download={download} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('export-menu'));
    expect((await entry(/search words are not applied/)).getAttribute('aria-disabled')).toBe('true');
    await user.click(await entry(/2 selected documents/));
    await waitFor(() => expect(calls).toEqual([['zip-selected', FILTER, ['d1', 'd2']]]), WAIT);
  }, 60_000);

  it("speaks the user's language", async () => {
    await renderWithApp(<ExportMenuButton filter={{}} selectedIds={['d1']} download={recorder().download} />, {
      language: 'fr',
    });
    expect(screen.getByTestId('export-menu').textContent).toContain('Exporter');
    await userEvent.setup().click(screen.getByTestId('export-menu'));
    expect(await entry(/1 document sélectionné/)).toBeTruthy();
  }, 60_000);

  it('sends only the filter values set', () => {
    expect(exportQuery({ tenantId: 't1', locationId: undefined, from: '', amountMax: 0 })).toEqual({
      tenantId: 't1',
      amountMax: '0',
    });
  });
});

describe('a hit on a page with exports', () => {
  it('has a checkbox named after the document', async () => {
    const hit: DocumentSearchHit = {
      id: 'doc-1',
      title: 'receipt.pdf',
      status: 'archived',
      tenantId: 't1',
      tenantName: 'Acme',
      locationId: 'l1',
      locationName: 'Front desk',
      uploadId: 'up-1',
      vendor: null,
      docNumber: null,
      docDate: null,
      totalCents: null,
      currency: null,
      createdAt: '2024-03-05T10:00:00.000Z',
      textStatus: 'done',
      snippet: null,
    };
    const picks: boolean[] = [];
    await renderWithApp(
      <ArchiveHit
        hit={hit}
        onDownloadFailed={() => {}}
        selection={{ selected: false, onChange: (on) => picks.push(on) }}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select receipt.pdf' });
    await userEvent.setup().click(box);
    expect(picks).toEqual([true]);
  }, 60_000);
});
