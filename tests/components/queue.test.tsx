/**
 * The queue dashboard's count cards (each status by its localized label, its count, and a link
 * to the list on that status's tab) and the assignment picker's options (each DBO with their
 * load, least loaded first), rendered with the real locale files.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES } from '../../src/common/workflow';
import { StatusCounts } from '../../src/web/features/queue/StatusCounts';
import { DueTime } from '../../src/web/shared/due/DueTime';
import { isOverdue } from '../../src/web/shared/due/overdue';
import { byLoad, workloadOptionLabel } from '../../src/web/features/queue/workload-label';
import type { DboLoad } from '../../src/web/features/queue/queue-types';
import { renderWithApp, testI18n } from './render';

const counts = { new: 12, assigned: 5, processing: 3, on_hold: 1, processed: 0, approved: 7, archived: 1234 };

describe('StatusCounts', () => {
  it('shows every status with its count, each linking to its tab of the document list', async () => {
    await renderWithApp(<StatusCounts counts={counts} overdue={4} dueToday={2} />);
    for (const status of DOCUMENT_STATUSES) {
      const card = screen.getByTestId(`dbs-count-${status}`);
      expect(card.getAttribute('href')).toBe(`/dbbs/dbsarea/document?status=${status}`);
      expect(card.textContent?.replace(/\D/g, '')).toBe(String(counts[status]));
    }
    expect(within(screen.getByTestId('dbs-count-on_hold')).getByText('On hold')).toBeTruthy();
    expect(screen.getByTestId('dbs-overdue').textContent).toContain('4');
    expect(screen.getByTestId('dbs-due-today').textContent).toContain('2');
  });

  it('names the statuses in the chosen language', async () => {
    const { i18n } = await renderWithApp(<StatusCounts counts={counts} overdue={0} dueToday={0} />, { language: 'fr' });
    const label = i18n.t('uploads:documentStatus.on_hold');
    expect(label).not.toBe('On hold');
    expect(within(screen.getByTestId('dbs-count-on_hold')).getByText(label)).toBeTruthy();
  });
});

describe('the assignment picker options', () => {
  const loads: DboLoad[] = [
    { id: 'a', name: 'Zoe Busy', email: 'zoe@x.test', open: 9, dueToday: 2, overdue: 1 },
    { id: 'b', name: 'Al Free', email: 'al@x.test', open: 1, dueToday: 0, overdue: 0 },
    { id: 'c', name: '', email: 'noname@x.test', open: 1, dueToday: 1, overdue: 0 },
  ];

  it('lists the least loaded first and shows each load', async () => {
    const i18n = await testI18n('en');
    const t = i18n.getFixedT('en', 'queue');
    expect([...loads].sort(byLoad).map((load) => workloadOptionLabel(load, t))).toEqual([
      'Al Free — 1 open, 0 due today, 0 overdue',
      'noname@x.test — 1 open, 1 due today, 0 overdue',
      'Zoe Busy — 9 open, 2 due today, 1 overdue',
    ]);
  });
});

describe('the due time', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const past = '2026-03-10T11:00:00Z';

  it('is overdue only while the back office still has the document open', () => {
    expect(isOverdue(past, 'processing', now)).toBe(true);
    expect(isOverdue(past, 'assigned', now)).toBe(true);
    expect(isOverdue('2026-03-10T13:00:00Z', 'assigned', now)).toBe(false);
    expect(isOverdue(past, 'processed', now)).toBe(false);
    expect(isOverdue(null, 'on_hold', now)).toBe(false);
  });

  it('shows the time with an Overdue tag when late, and says when there is none', async () => {
    await renderWithApp(
      <>
        <div data-testid="late">
          <DueTime dueAt={past} overdue />
        </div>
        <div data-testid="on-time">
          <DueTime dueAt={past} overdue={false} />
        </div>
        <div data-testid="none">
          <DueTime dueAt={null} overdue={false} />
        </div>
      </>,
      { language: 'es' },
    );
    expect(within(screen.getByTestId('late')).getByTestId('overdue-tag').textContent).toBe('Vencido');
    expect(within(screen.getByTestId('on-time')).queryByTestId('overdue-tag')).toBeNull();
    expect(screen.getByTestId('none').textContent).toBe('Sin vencimiento');
  });
});
