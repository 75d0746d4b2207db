/** Where a notification opens, per kind, role and document state (common/notifications.ts). */
import { describe, expect, it } from 'vitest';
import { notificationPath, type NotificationTarget } from '../../src/common/notifications';

const target = (
  kind: NotificationTarget['kind'],
  status: string,
  issueId: string | null = null,
): NotificationTarget => ({
  kind,
  documentId: 'd1',
  documentStatus: status,
  assigneeId: 'me',
  issueId,
});

describe('notificationPath', () => {
  it.each([
    ['assigned, to its DBO', target('assigned', 'assigned'), ['isDbo'], '/dbbs/dboarea/processing?document=d1'],
    ['sent back, to its DBO', target('sent_back', 'processing'), ['isDbo'], '/dbbs/dboarea/processing?document=d1'],
    [
      'SLA warning, to the supervisor',
      target('sla_warning', 'processing'),
      ['isDbs'],
      '/dbbs/dbsarea/approve?document=d1',
    ],
    [
      'approved, to the client supervisor',
      target('approved', 'approved'),
      ['ClientSupervisor'],
      '/client/review?document=d1',
    ],
    ['an issue, to the DBO', target('issue_raised', 'on_hold', 'i1'), ['isDbo'], '/dbbs/ResolutionCenter?issue=i1'],
    [
      'an answer, to the client supervisor',
      target('issue_answer', 'on_hold', 'i1'),
      ['ClientSupervisor'],
      '/dbbs/dbsarea/resolution?issue=i1',
    ],
    [
      'a dispute, to the supervisor',
      target('disputed', 'on_hold', 'i1'),
      ['isDbs'],
      '/dbbs/dbsarea/resolution?issue=i1',
    ],
    [
      'an issue without its id, to the DBO',
      target('issue_raised', 'on_hold'),
      ['isDbo'],
      '/dbbs/dboarea/processing?document=d1',
    ],
    ['anything, to client HQ', target('approved', 'approved'), ['isClientHq'], null],
  ])('%s', (_, notice, roles, expected) => {
    expect(notificationPath(notice, 'me', roles)).toBe(expected);
  });
});
