/**
 * POST /api/documents/:id/assign {assigneeId, dueAt?}: a DBS supervisor gives a new (or
 * reassigns an assigned) document to an active DBO user of a team they lead.
 */
import { sql } from 'kysely';
import { assignDocumentBody } from '../../../../common/schemas/document.js';
import { hasRole } from '../../../db/users.js';
import { fieldText } from '../../../api-texts.js';
import { HttpError } from '../../../errors.js';
import type { TransitionDef } from './transition.js';

export const assignDocument: TransitionDef<typeof assignDocumentBody> = {
  name: 'assign',
  body: assignDocumentBody,
  apply: async ({ db, principal, body }) => {
    let query = db.selectFrom('app_user').select(['id', 'roles', 'active']).where('id', '=', body.assigneeId);
    if (!principal.roles.includes('isDbAdmin')) {
      query = query.where(
        sql<boolean>`id in (select user_id from team_member where team_id in (select id from team where supervisor_id = ${principal.id}))`,
      );
    }
    const assignee = await query.executeTakeFirst();
    if (!assignee || assignee.active !== 1 || !hasRole(assignee, 'isDbo')) {
      throw new HttpError(400, 'assigneeNotDbo', { fields: { assigneeId: [fieldText('notTeamDbo')] } });
    }
    return { assignee_id: assignee.id, ...(body.dueAt ? { due_at: body.dueAt } : {}) };
  },
};
