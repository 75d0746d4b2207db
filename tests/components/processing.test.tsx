/**
 * The processing screen's cheap parts, rendered for real: the totals check line, the conflict
 * dialog's two choices, and the draft autosave against a stand-in server (the one stand-in
 * here: the network under authorizedFetch, answering as PUT /api/documents/:id/draft does).
 */
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentWork } from '../../src/common/schemas/document-work';
import { ConflictDialog } from '../../src/web/features/documents/processing/ConflictDialog';
import type { DraftRow, HeaderText } from '../../src/web/features/documents/processing/draft';
import { TotalsCheckLine } from '../../src/web/features/documents/processing/TotalsCheckLine';
import { renderWithApp } from './render';

// The hook's calls go through authorizedFetch, which asks Firebase for the ID token: here the
// request goes to the stand-in server without one.
vi.mock('../../src/web/shared/http/authorized-fetch', () => ({
  authorizedFetch: (path: string, init?: RequestInit) => fetch(path, init),
}));

const header: HeaderText = {
  vendor: 'ACME',
  docNumber: 'INV-1',
  docDate: '2026-11-23',
  total: '40.00',
  currency: 'EUR',
};
const row = (key: string, amount: string, tax = ''): DraftRow => ({
  key,
  itemDate: '2026-11-23',
  description: `Item ${key}`,
  category: 'Meals',
  amount,
  currency: 'EUR',
  tax,
});

describe('TotalsCheckLine', () => {
  it('names both figures when the items do not add up to the header total', async () => {
    await renderWithApp(
      <TotalsCheckLine header={header} items={[row('a', '10'), row('b', '12.50'), row('c', '15')]} />,
    );
    const line = screen.getByTestId('processing-totals-check');
    expect(line.getAttribute('data-state')).toBe('differ');
    expect(line.textContent).toContain('€40.00');
    expect(line.textContent).toContain('€37.50');
  });

  it('turns to equal when amount plus tax matches, to the cent, in the user language', async () => {
    await renderWithApp(
      <TotalsCheckLine header={{ ...header, total: '37,50' }} items={[row('a', '10'), row('b', '25', '2.50')]} />,
      {
        language: 'fr',
      },
    );
    const line = screen.getByTestId('processing-totals-check');
    expect(line.getAttribute('data-state')).toBe('equal');
    expect(line.textContent).toMatch(/37,50\s€/);
    expect(line.textContent).toContain('Les lignes');
  });
});

describe('ConflictDialog', () => {
  it('offers reload and keep mine, each calling only its own choice, and cannot be dismissed with Escape', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn(() => Promise.resolve());
    const onKeepMine = vi.fn(() => Promise.resolve());
    await renderWithApp(<ConflictDialog open onReload={onReload} onKeepMine={onKeepMine} />);
    await screen.findByText('This document was changed elsewhere');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('processing-conflict-keep')).toBeTruthy();
    await user.click(screen.getByTestId('processing-conflict-reload'));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onKeepMine).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('processing-conflict-keep'));
    expect(onKeepMine).toHaveBeenCalledTimes(1);
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

// --- the autosave against a stand-in of the draft endpoint ---------------------------------

function work(version: number, items: DocumentWork['items'] = [], totalCents: number | null = null): DocumentWork {
  const at = '2026-11-23T08:00:00.000Z';
  return {
    document: {
      id: 'doc-1',
      tenantId: 't1',
      locationId: 'l1',
      uploadId: null,
      title: 'Receipt 1',
      status: 'processing',
      assigneeId: 'me',
      assigneeName: 'Me',
      dueAt: null,
      createdAt: at,
      updatedAt: at,
      vendor: 'ACME',
      docNumber: null,
      docDate: null,
      totalCents,
      currency: 'EUR',
      version,
      sentBackReason: null,
      sentBackCode: null,
      sentBackAt: null,
      slaCalendar: null,
      slaPausedAt: null,
      slaLeftSeconds: null,
      slaWarnedAt: null,
      slaBreachedAt: null,
      tenantName: 'Acme',
      locationName: 'Main',
      overdue: false,
      sentBack: false,
    },
    items,
    upload: null,
    issues: [],
    duplicates: [],
  };
}

interface Put {
  version: number;
  header: { totalCents: number | null };
  items: { id?: string; amountCents: number }[];
}

describe('useDraftAutosave', () => {
  let stored: DocumentWork;
  let puts: Put[];
  /** Set to make the next PUT find the document changed by someone else. */
  let changedElsewhere: DocumentWork | undefined;

  beforeEach(() => {
    stored = work(3);
    puts = [];
    changedElsewhere = undefined;
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Put;
        puts.push(body);
        if (changedElsewhere) {
          stored = changedElsewhere;
          changedElsewhere = undefined;
        }
        if (body.version !== stored.document.version) {
          return json(409, {
            statusCode: 409,
            code: 'documentStale',
            message: 'stale',
            current: [{ id: 'doc-1', version: stored.document.version }],
          });
        }
        const items = body.items.map((item, index) => ({
          ...stored.items[0]!,
          ...item,
          id: item.id ?? `new-${puts.length}-${index}`,
        })) as DocumentWork['items'];
        stored = work(body.version + 1, items, body.header.totalCents);
        return json(200, stored);
      }
      if (path.endsWith('/work')) return json(200, stored);
      return json(404, { message: 'no' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const itemTemplate = {
    id: 'x',
    documentId: 'doc-1',
    tenantId: 't1',
    locationId: 'l1',
    itemDate: '2026-11-23',
    description: 'Item',
    category: 'Meals',
    amountCents: 0,
    currency: 'EUR',
    taxCents: 0,
    createdAt: '2026-11-23T08:00:00.000Z',
  };

  async function mount() {
    const { useDraftAutosave } = await import('../../src/web/features/documents/processing/use-draft-autosave');
    const saved: DocumentWork[] = [];
    const hook = renderHook(() => useDraftAutosave('doc-1', stored, { enabled: true, onSaved: (w) => saved.push(w) }));
    return { hook, saved };
  }

  it('saves once, after the typing stops, at the version read, and keeps the new items ids', async () => {
    stored = { ...work(3), items: [] };
    const typed = row('k1', '12.50');
    const { hook } = await mount();
    act(() =>
      hook.result.current.setDraft({
        ...hook.result.current.draft,
        header: { ...hook.result.current.draft.header, total: '1' },
      }),
    );
    act(() =>
      hook.result.current.setDraft({
        ...hook.result.current.draft,
        header: { ...hook.result.current.draft.header, total: '12.50' },
        items: [typed],
      }),
    );
    expect(hook.result.current.state.kind).toBe('unsaved');
    await waitFor(() => expect(hook.result.current.state.kind).toBe('saved'), { timeout: 3000 });
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ version: 3, header: { totalCents: 1250 }, items: [{ amountCents: 1250 }] });
    expect(puts[0]!.items[0]!.id).toBeUndefined();
    expect(hook.result.current.version).toBe(4);
    // The rows stay the objects the grid gave: replacing one would drop a cell edit in progress.
    expect(hook.result.current.draft.items[0]).toBe(typed);

    // The next save updates that item instead of adding it again.
    act(() =>
      hook.result.current.setDraft({
        ...hook.result.current.draft,
        items: [{ ...hook.result.current.draft.items[0]!, amount: '13' }],
      }),
    );
    await act(async () => {
      expect(await hook.result.current.flush()).toBe(true);
    });
    expect(puts[1]).toMatchObject({ version: 4, items: [{ id: 'new-1-0', amountCents: 1300 }] });
  });

  it('stops on a stale version; keep mine saves my values at the server version, reload takes the server values', async () => {
    stored = { ...work(3), items: [] };
    const { hook } = await mount();
    changedElsewhere = work(5, [{ ...itemTemplate, id: 'theirs', amountCents: 999 }], 999);
    act(() => hook.result.current.setDraft({ ...hook.result.current.draft, items: [row('mine', '20')] }));
    await waitFor(() => expect(hook.result.current.state.kind).toBe('conflict'), { timeout: 3000 });
    expect(puts.map((p) => p.version)).toEqual([3]);

    // Further typing does not save while the conflict stands.
    act(() => hook.result.current.setDraft({ ...hook.result.current.draft, items: [row('mine', '21')] }));
    await act(async () => {
      expect(await hook.result.current.flush()).toBe(false);
    });
    expect(puts).toHaveLength(1);

    await act(async () => {
      expect(await hook.result.current.keepMine()).toBe(true);
    });
    expect(puts[1]).toMatchObject({ version: 5, items: [{ amountCents: 2100 }] });
    expect(puts[1]!.items).toHaveLength(1);
    expect(hook.result.current.state.kind).toBe('saved');

    changedElsewhere = work(9, [{ ...itemTemplate, id: 'theirs', amountCents: 4200 }], 4200);
    act(() => hook.result.current.setDraft({ ...hook.result.current.draft, items: [row('mine', '22')] }));
    await waitFor(() => expect(hook.result.current.state.kind).toBe('conflict'), { timeout: 3000 });
    await act(() => hook.result.current.reload());
    expect(hook.result.current.draft.items.map((item) => [item.id, item.amount])).toEqual([['theirs', '42.00']]);
    expect(hook.result.current.draft.header.total).toBe('42.00');
    expect(hook.result.current.version).toBe(9);
    expect(hook.result.current.state.kind).toBe('saved');
  });
});
