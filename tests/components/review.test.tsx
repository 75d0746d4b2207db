/**
 * Issue 11's screens, their cheap parts rendered for real: the reason dialog of send-back and
 * dispute (a code from the server's list and a comment, both required), and the issue list
 * (labels in the user's language, age, unread count, picked by keyboard).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentTimeline } from '../../src/web/features/documents/review/DocumentTimeline';
import { ReasonModal } from '../../src/web/features/documents/review/ReasonModal';
import type { IssueInboxRow as IssueRow } from '../../src/common/schemas/issue-inbox';
import { IssueList } from '../../src/web/features/issues/IssueList';
import { renderWithApp } from './render';

// The one stand-in: the network under authorizedFetch, answering as GET /api/documents/reason-codes does.
const asked: string[] = [];
const TIMELINE = [
  {
    at: '2026-11-20T10:00:00.000Z',
    actorName: 'Dario Bose',
    actorEmail: 'dbo@x',
    action: 'submit',
    fromState: 'processing',
    toState: 'processed',
    reasonCode: null,
    comment: null,
    issueId: null,
  },
  {
    at: '2026-11-21T10:00:00.000Z',
    actorName: 'Dana Boyd',
    actorEmail: 'dbs@x',
    action: 'send-back',
    fromState: 'processed',
    toState: 'processing',
    reasonCode: 'wrong_total',
    comment: 'The total is off',
    issueId: null,
  },
];
vi.mock('../../src/web/shared/http/authorized-fetch', () => ({
  authorizedFetch: (path: string) => {
    asked.push(path);
    const body = path.endsWith('/timeline') ? TIMELINE : { codes: ['wrong_total', 'missing_page'] };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  },
}));

describe('DocumentTimeline', () => {
  it('tells each step: who, when, from and to by their labels in the user language, reason and comment', async () => {
    await renderWithApp(<DocumentTimeline documentId="doc-1" />, { language: 'es' });
    const steps = await screen.findAllByTestId('timeline-step');
    expect(asked).toContain('/api/documents/doc-1/timeline');
    expect(steps).toHaveLength(2);
    expect(steps[0]!.textContent).toContain('Dario Bose');
    const sendBack = steps[1]!;
    expect(sendBack.getAttribute('data-action')).toBe('send-back');
    expect(sendBack.textContent).toContain('Devuelto');
    expect(sendBack.querySelector('[data-testid="timeline-states"]')!.textContent).toBe('Procesado → En proceso');
    expect(sendBack.querySelector('[data-testid="timeline-reason"]')!.textContent).toBe('wrong_total');
    expect(sendBack.querySelector('[data-testid="timeline-comment"]')!.textContent).toBe('The total is off');
  });
});

describe('ReasonModal', () => {
  it('refuses to confirm without a code and a comment, then gives both', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const confirmed = vi.fn();
    await renderWithApp(
      <ReasonModal
        open
        title="Send the document back"
        okText="Send back"
        busy={false}
        onCancel={() => undefined}
        onConfirm={confirmed}
      />,
    );
    await user.click(await screen.findByTestId('reason-confirm'));
    await screen.findByText('Choose a reason.');
    expect(screen.getByText('Say what must change.')).toBeTruthy();
    expect(confirmed).not.toHaveBeenCalled();
    expect(asked).toContain('/api/documents/reason-codes');

    // The codes come from the server: the open select lists them.
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (element) => element.textContent === 'missing_page',
      );
      expect(found).toBeDefined();
      return found!;
    });
    fireEvent.click(option);
    // The comment is put in at once: typing it key by key re-renders antd's modal 21 times, which
    // took jsdom over a minute on a loaded machine.
    fireEvent.change(screen.getByTestId('reason-comment'), { target: { value: '  Page 2 is missing  ' } });
    await user.click(screen.getByTestId('reason-confirm'));
    await waitFor(() =>
      expect(confirmed).toHaveBeenCalledWith({ reasonCode: 'missing_page', comment: 'Page 2 is missing' }),
    );
  });
});

const issue = (id: string, over: Partial<IssueRow> = {}): IssueRow => ({
  id,
  documentId: `doc-${id}`,
  documentTitle: `Document ${id}`,
  documentStatus: 'on_hold',
  documentVersion: 3,
  tenantName: 'Acme Retail',
  locationName: 'Main',
  assigneeId: 'u1',
  assigneeName: 'Dario Bose',
  type: 'client_question',
  subject: `Subject ${id}`,
  status: 'open',
  waitingOn: 'client',
  raisedBy: 'u1',
  raisedByName: 'Dario Bose',
  createdAt: '2026-11-20T10:00:00.000Z',
  ageHours: 50,
  resolvedAt: null,
  reopenedAt: null,
  lastMessageAt: null,
  messageCount: 1,
  unread: 0,
  ...over,
});

describe('IssueList', () => {
  it('shows type, whom it waits on, age and unread in the user language, and is picked by keyboard', async () => {
    const user = userEvent.setup();
    const picked = vi.fn();
    await renderWithApp(
      <IssueList
        issues={[issue('a', { unread: 2 }), issue('b', { waitingOn: 'back_office', ageHours: 5, type: 'unreadable' })]}
        selectedId="b"
        onSelect={picked}
        testId="issues"
      />,
      { language: 'fr' },
    );
    const first = screen.getByTestId('issue-row-a');
    expect(first.textContent).toContain('Question pour le client');
    expect(first.textContent).toContain('En attente du client');
    expect(first.textContent).toContain('2 jours');
    expect(first.textContent).toContain('2');
    const second = screen.getByTestId('issue-row-b');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(second.textContent).toContain('Illisible');
    expect(second.textContent).toContain('5 h');

    first.focus();
    await user.keyboard('{Enter}');
    expect(picked).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('says so when there is none', async () => {
    await renderWithApp(
      <IssueList
        issues={[]}
        selectedId={null}
        onSelect={() => undefined}
        testId="issues"
        emptyText="Nothing waits on you."
      />,
    );
    expect(screen.getByText('Nothing waits on you.')).toBeTruthy();
  });
});
