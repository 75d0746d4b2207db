/**
 * /api/issues and /api/issue-messages: read-only lists. Issues are raised by the document
 * transitions and worked through routes/api/issues/ (messages, resolve, reopen), which keep who
 * must answer and the document's state in step: one write path per entity.
 */
import { issueMessageRecord, issueRecord } from '../../../common/schemas/issue.js';
import type { ResourceDef } from '../../http/resource.js';

export const issues: ResourceDef = {
  name: 'issues',
  table: 'issue',
  entity: 'issue',
  record: issueRecord,
  search: ['subject'],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

export const issueMessages: ResourceDef = {
  name: 'issue-messages',
  table: 'issue_message',
  entity: 'issue_message',
  record: issueMessageRecord,
  defaultSort: { field: 'createdAt', order: 'asc' },
};
