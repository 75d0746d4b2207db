/**
 * The document list's filters live in the URL: the controls show what the URL says, a change
 * rewrites the query (the status tab kept), and the due filter (overdue, today, this week, by a
 * date) and the received dates become the API's dueAt / createdAt bounds. Rendered with the real
 * locale files and antd in jsdom; the date arithmetic with a fixed clock.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentListFilters } from '../../src/web/features/queue/DocumentListFilters';
import {
  dueBounds,
  readFilterValues,
  receivedBounds,
  toListFilters,
  writeFilterValues,
} from '../../src/web/features/queue/document-list-params';
import { renderWithApp } from './render';

function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}
const search = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');

const TENANTS = [
  { id: 't1', name: 'Acme' },
  { id: 't2', name: 'Globex' },
];
const LOCATIONS = [
  { id: 'l1', name: 'Acme north', tenantId: 't1' },
  { id: 'l2', name: 'Globex south', tenantId: 't2' },
];

async function renderFilters(route: string) {
  return renderWithApp(
    <>
      <DocumentListFilters tenants={TENANTS} locations={LOCATIONS} assignees={[]} />
      <UrlProbe />
    </>,
    { route },
  );
}

/** Opens an antd Select by its test id and picks the option with this text. */
async function pick(testId: string, text: string) {
  const selector = screen.getByTestId(testId).querySelector('.ant-select-selector') ?? screen.getByTestId(testId);
  fireEvent.mouseDown(selector);
  const option = await waitFor(
    () => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (element) => element.textContent === text && element.closest('.ant-select-dropdown-hidden') === null,
      );
      if (!found) throw new Error(`no option ${text}`);
      return found;
    },
    { timeout: 10_000 },
  );
  fireEvent.click(option);
}

// jsdom and antd are slow on a loaded machine: each test gets a minute.
const SLOW = { timeout: 60_000 };

describe('the document list filters in the URL', () => {
  it('shows the URL filters and rewrites the URL on a change, keeping the status tab', SLOW, async () => {
    await renderFilters('/dbbs/ProcessDocs?status=processing&tenant=t1&due=overdue');
    const due = screen.getByTestId('documents-filter-due');
    expect(due.textContent).toContain('Overdue');
    expect(screen.getByTestId('documents-filter-tenantId').textContent).toContain('Acme');

    await pick('documents-filter-due', 'Due this week');
    await waitFor(() => expect(search().get('due')).toBe('week'));
    expect(search().get('status')).toBe('processing');
    expect(search().get('tenant')).toBe('t1');

    await pick('documents-filter-due', 'Due by a date…');
    await waitFor(() => expect(search().get('due')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    expect(screen.getByTestId('documents-filter-due-date')).toBeTruthy();
  });

  it('drops the location when another client is chosen', SLOW, async () => {
    await renderFilters('/dbbs/ProcessDocs?tenant=t1&location=l1');
    await pick('documents-filter-tenantId', 'Globex');
    await waitFor(() => expect(search().get('tenant')).toBe('t2'));
    expect(search().get('location')).toBeNull();
  });

  it('clears every filter but the tab', SLOW, async () => {
    await renderFilters('/dbbs/dbsarea/document?status=new&due=today&from=2026-03-01&to=2026-03-05');
    fireEvent.click(screen.getByTestId('documents-filter-clear'));
    await waitFor(() => expect([...search().keys()]).toEqual(['status']));
    expect(screen.queryByTestId('documents-filter-clear')).toBeNull();
  });

  it('reads the due filter in Spanish', SLOW, async () => {
    await renderWithApp(<DocumentListFilters tenants={TENANTS} locations={LOCATIONS} assignees={[]} />, {
      route: '/dbbs/ProcessDocs?due=today',
      language: 'es',
    });
    expect(screen.getByTestId('documents-filter-due').textContent).toContain('Vencen hoy');
  });
});

describe('the due and received bounds', () => {
  // A Wednesday, mid-morning local time.
  const now = new Date(2026, 2, 11, 10, 30);
  const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();
  const justBefore = (y: number, m: number, d: number) => new Date(new Date(y, m - 1, d).getTime() - 1).toISOString();

  it('turns today, this week and a date into due-time bounds, and overdue into the server\'s filter', () => {
    // Overdue is no bound on the due time: the server applies the one overdue rule.
    expect(dueBounds('overdue', now)).toBeUndefined();
    expect(toListFilters({ due: 'overdue' }, { now }).filter((filter) => 'value' in filter && filter.value)).toEqual([
      { field: 'due', operator: 'eq', value: 'overdue' },
    ]);
    expect(dueBounds('today', now)).toEqual({ from: local(2026, 3, 11), to: justBefore(2026, 3, 12) });
    // The ISO week: Monday 9 March to Sunday 15 March.
    expect(dueBounds('week', now)).toEqual({ from: local(2026, 3, 9), to: justBefore(2026, 3, 16) });
    expect(dueBounds('2026-03-20', now)).toEqual({ to: justBefore(2026, 3, 21) });
    expect(dueBounds(undefined, now)).toBeUndefined();
  });

  it("counts received dates in the client's time zone, else UTC, like the reports", () => {
    expect(receivedBounds('2026-03-01', '2026-03-02', 'UTC')).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-02T23:59:59.999Z',
    });
    // New York is UTC-5 in early March.
    expect(receivedBounds('2026-03-01', '2026-03-01', 'America/New_York')).toEqual({
      from: '2026-03-01T05:00:00.000Z',
      to: '2026-03-02T04:59:59.999Z',
    });
  });

  it('makes the API filters, and ignores a malformed URL', () => {
    const values = readFilterValues(new URLSearchParams('due=today&assignee=u1&from=2026-03-01&to=nope&location='));
    expect(values).toEqual({ due: 'today', assigneeId: 'u1', from: '2026-03-01' });
    expect(readFilterValues(new URLSearchParams('due=soon'))).toEqual({});
    const defined = toListFilters(values, { now }).filter((filter) => 'value' in filter && filter.value !== undefined);
    expect(defined).toEqual([
      { field: 'assigneeId', operator: 'eq', value: 'u1' },
      { field: 'dueAt', operator: 'gte', value: local(2026, 3, 11) },
      { field: 'dueAt', operator: 'lte', value: justBefore(2026, 3, 12) },
      { field: 'createdAt', operator: 'gte', value: '2026-03-01T00:00:00.000Z' },
    ]);
    expect(writeFilterValues(new URLSearchParams('status=new&due=week'), { due: 'overdue' }).toString()).toBe(
      'status=new&due=overdue',
    );
  });
});
