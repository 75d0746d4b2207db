/**
 * /api/issues and /api/issue-messages: read-only lists. Issues are raised by the document
 * transitions and worked through routes/api/issues/ (messages, resolve, reopen), which keep who
 * must answer and the document's state in step: one write path per entity.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import { issueMessageRecord, issueRecord } from '../../../common/schemas/issue.js';
import type { ResourceDef } from '../../http/resource.js';

const issues: ResourceDef = {
  name: 'issues',
  table: 'issue',
  entity: 'issue',
  record: issueRecord,
  search: ['subject'],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

const issueMessages: ResourceDef = {
  name: 'issue-messages',
  table: 'issue_message',
  entity: 'issue_message',
  record: issueMessageRecord,
  defaultSort: { field: 'createdAt', order: 'asc' },
};

export function issueResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, issues);
  registerResource(app, context, issueMessages);
}
