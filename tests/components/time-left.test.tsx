/**
 * The due-time cell every document list uses (DBO queue, assign work, document list, dashboard)
 * shows the business time left under the due time, counted by the shared arithmetic in the
 * document's calendar: left, overdue, or paused while the client must answer; in the user's
 * language, and nothing for documents the back office is done with.
 */
import { screen } from '@testing-library/react';
import { Table } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlaView } from '../../src/common/sla';
import { DueTime } from '../../src/web/shared/due/DueTime';
import { renderWithApp } from './render';

const calendar = { timeZone: 'UTC', workingDays: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', holidays: [] };
// Friday 2026-11-27 15:00 UTC: two working hours left today, then the weekend.
const NOW = '2026-11-27T15:00:00.000Z';

interface Row extends SlaView {
  id: string;
}

const rows: Row[] = [
  // Due Monday 11:00: 2 h today + 2 h on Monday = 4 h of business time (not 68 wall hours).
  {
    id: 'left',
    status: 'processing',
    dueAt: '2026-11-30T11:00:00.000Z',
    slaCalendar: calendar,
    slaPausedAt: null,
    slaLeftSeconds: null,
  },
  // Due Friday 13:30: 1 h 30 min ago in business time.
  {
    id: 'over',
    status: 'assigned',
    dueAt: '2026-11-27T13:30:00.000Z',
    slaCalendar: calendar,
    slaPausedAt: null,
    slaLeftSeconds: null,
  },
  // Waiting on the client with 5 h 20 min left, however long ago it paused.
  {
    id: 'paused',
    status: 'on_hold',
    dueAt: '2026-11-20T10:00:00.000Z',
    slaCalendar: calendar,
    slaPausedAt: '2026-11-19T10:00:00.000Z',
    slaLeftSeconds: 5 * 3600 + 20 * 60,
  },
  {
    id: 'done',
    status: 'approved',
    dueAt: '2026-11-30T11:00:00.000Z',
    slaCalendar: calendar,
    slaPausedAt: null,
    slaLeftSeconds: null,
  },
];

function DueList() {
  return (
    <Table<Row>
      rowKey="id"
      dataSource={rows}
      pagination={false}
      onRow={(row) => ({ 'data-testid': `row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: 'Due',
          dataIndex: 'dueAt',
          render: (dueAt: string, row) => <DueTime dueAt={dueAt} overdue={false} sla={row} />,
        },
      ]}
    />
  );
}

const leftIn = (id: string) => screen.getByTestId(`row-${id}`).querySelector('[data-testid="time-left"]');

describe('the time left in a list', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(() => vi.useRealTimers());

  it('shows business hours left, overdue and paused, and nothing once approved', async () => {
    await renderWithApp(<DueList />);
    expect(leftIn('left')?.textContent).toBe('4 h 0 min left');
    expect(leftIn('left')?.getAttribute('data-kind')).toBe('left');
    expect(leftIn('over')?.textContent).toBe('1 h 30 min overdue');
    expect(leftIn('paused')?.textContent).toBe('Paused (waiting on the client), 5 h 20 min left');
    expect(leftIn('done')).toBeNull();
  });

  it('says it in the chosen language', async () => {
    await renderWithApp(<DueList />, { language: 'fr' });
    expect(leftIn('left')?.textContent).toBe('Reste 4 h 0 min');
    expect(leftIn('over')?.textContent).toBe('1 h 30 min de retard');
  });
});
