/**
 * /api/documents: read, a few editable fields, delete by administrators. Documents are made by
 * uploads and change status only through the workflow transitions beside this file. The PATCH
 * is served by update-document.ts, which checks the version; `update` here describes it in the
 * OpenAPI document. Each listed row carries its assignee's display name and the display name
 * of the person who last submitted it (looked up in SQL), so readers without `users:read` (DBO
 * users, client supervisors) see who has it and who processed it. `q` finds a document by its
 * file name (the title), vendor or number; `due=overdue` keeps the overdue ones, by the rule every
 * overdue count uses (a clock paused on the client is not overdue).
 */
import { sql } from 'kysely';
import { documentRecord, documentUpdate } from '../../../../common/schemas/document.js';
import type { ResourceDef } from '../../../http/resource.js';
import { overdueCondition } from '../../../services/documents/overdue-condition.js';

export const documents: ResourceDef = {
  name: 'documents',
  table: 'document',
  entity: 'document',
  record: documentRecord,
  update: documentUpdate,
  remove: true,
  search: ['title', 'vendor', 'docNumber'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  stateColumn: 'status',
  listFilters: {
    due: {
      description: 'overdue: open (assigned, processing or on hold), past its due time, its clock not paused',
      columns: ['status', 'due_at', 'sla_paused_at'],
      values: { overdue: () => overdueCondition(new Date().toISOString()) },
    },
  },
  listExtras: {
    assigneeName: sql`(select app_user.name from app_user where app_user.id = document.assignee_id)`,
    // The last submit's actor, read through the document's own audit index: `action || ''`
    // keeps SQLite's planner off the (action, at) index, which walks every document's submits.
    processorName: sql`(select app_user.name from audit_event s
      join app_user on app_user.id = s.actor_id
      where s.entity = 'document' and s.entity_id = document.id and (s.action || '') = 'submit'
      order by s.at desc, s.id desc limit 1)`,
  },
};
