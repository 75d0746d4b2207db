/**
 * /api/issues (read-only: raised and resolved by the document transitions) and
 * /api/issue-messages, the thread of each issue in the resolution center.
 */
import { issueMessageCreate, issueMessageRecord, issueRecord } from '../../../common/schemas/issue.js';
import { HttpError } from '../../errors.js';
import type { ResourceDef } from './resource.js';

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
  create: issueMessageCreate,
  defaultSort: { field: 'createdAt', order: 'asc' },
  references: { issueId: 'issue' },
  buildRow: (_body, { refs, principal }) => {
    const issue = refs.issueId;
    if (issue?.status !== 'open') throw new HttpError(409, 'issueResolved');
    return { tenant_id: issue.tenant_id, location_id: issue.location_id, author_id: principal.id };
  },
};
