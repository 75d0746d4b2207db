/**
 * /api/documents: read, a few editable fields, delete by administrators. Documents are made by
 * uploads and change status only through the workflow transitions beside this file. The PATCH
 * is served by update-document.ts, which checks the version; `update` here describes it in the
 * OpenAPI document. Each listed row carries its assignee's display name (looked up in SQL),
 * so readers without `users:read` (DBO users, client supervisors) see who has it.
 */
import { sql } from 'kysely';
import { documentRecord, documentUpdate } from '../../../../common/schemas/document.js';
import type { ResourceDef } from '../../../http/resource.js';

export const documents: ResourceDef = {
  name: 'documents',
  table: 'document',
  entity: 'document',
  record: documentRecord,
  update: documentUpdate,
  remove: true,
  search: ['title'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  stateColumn: 'status',
  listExtras: {
    assigneeName: sql`(select app_user.name from app_user where app_user.id = document.assignee_id)`,
  },
};
