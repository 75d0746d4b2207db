/**
 * PATCH /api/admin/user-accounts/:id {name?, roles?, tenantId?, locationIds?, teamId?}: one
 * validated, audited transaction. The account, its tenant, locations and team must be within
 * the caller's scope; the locations must be the user's tenant's; a team is only for DBO/DBS users.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../../common/api-paths.js';
import { TEAM_ROLES, userAccountEdit, userAccountView } from '../../../../../common/schemas/user.js';
import { fieldText } from '../../../../api-texts.js';
import type { AppContext } from '../../../../context.js';
import { changedFields, recordAudit } from '../../../../db/audit.js';
import { writeOr409 } from '../../../../db/db-errors.js';
import { HttpError } from '../../../../errors.js';
import {
  accountInScope,
  accountView,
  auditedFields,
  checkTenantInScope,
  locationsOfTenantInScope,
  teamInScope,
} from '../../../../services/accounts/user-accounts.js';
import { assertNotLastAdministrator } from '../../../../services/accounts/last-administrator.js';
import { route } from '../../../../http/route.js';

export function editUserAccountRoute(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  route(app, context, {
    method: 'PATCH',
    url: API_PATHS.admin.userAccount,
    action: 'users:update',
    summary: 'Edit an account at the version read',
    tags: ['user-accounts'],
    body: userAccountEdit,
    answer: userAccountView,
    handle: async ({ principal, id, body }) => {
      const now = new Date().toISOString();
      await writeOr409(() =>
        db.transaction().execute(async (trx) => {
          const row = await accountInScope(trx, principal, id);
          // Moving the account is checked against the scope; keeping its tenant is not a move.
          if (body.tenantId !== row.tenant_id) await checkTenantInScope(trx, principal, body.tenantId);
          await assertNotLastAdministrator(trx, row, body.roles ? { roles: body.roles } : {});
          const tenantId = body.tenantId !== undefined ? body.tenantId : row.tenant_id;
          const roles = body.roles ?? (JSON.parse(row.roles) as string[]);
          const backOffice = roles.some((role) => (TEAM_ROLES as readonly string[]).includes(role));

          // The locations: every one must be the user's tenant's. Without a list, a tenant change
          // drops the memberships of the former tenant, so none ever crosses tenants.
          const wanted = body.locationIds !== undefined ? [...new Set(body.locationIds)] : undefined;
          if (wanted?.length) {
            if (!tenantId)
              throw new HttpError(400, 'locationsNeedClient', {
                fields: { locationIds: [fieldText('chooseClientFirst')] },
              });
            const found = await locationsOfTenantInScope(trx, principal, tenantId, wanted);
            const foreign = wanted.filter((locationId) => !found.has(locationId));
            if (foreign.length) {
              throw new HttpError(400, 'locationsOfClient', {
                fields: { locationIds: [fieldText('notClientLocation', { ids: foreign.join(', ') })] },
              });
            }
          }
          // The team: one, and only for the back office. Without one, a user who leaves the back
          // office leaves its teams too.
          if (body.teamId && !backOffice) {
            throw new HttpError(400, 'teamOnlyBackOffice', { fields: { teamId: [fieldText('onlyBackOffice')] } });
          }
          if (body.teamId && !(await teamInScope(trx, principal, body.teamId))) {
            throw new HttpError(400, 'noTeam', { fields: { teamId: [fieldText('noSuchRecord')] } });
          }

          const changes = {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.roles !== undefined ? { roles: JSON.stringify(body.roles) } : {}),
            ...(body.tenantId !== undefined ? { tenant_id: body.tenantId } : {}),
          };
          if (Object.keys(changes).length)
            await trx.updateTable('app_user').set(changes).where('id', '=', id).execute();

          const stored = await trx
            .selectFrom('user_location')
            .select(['id', 'location_id', 'tenant_id'])
            .where('user_id', '=', id)
            .execute();
          const keep = wanted ?? stored.filter((link) => link.tenant_id === tenantId).map((link) => link.location_id);
          const removedLinks = stored.filter((link) => !keep.includes(link.location_id));
          const addedLocations = keep.filter((locationId) => !stored.some((link) => link.location_id === locationId));
          for (const link of removedLinks) {
            await trx.deleteFrom('user_location').where('id', '=', link.id).execute();
            await recordAudit(
              trx,
              {
                actor: principal,
                entity: 'user_location',
                entityId: link.id,
                action: 'delete',
                tenantId: link.tenant_id,
              },
              now,
            );
          }
          for (const locationId of addedLocations) {
            const linkId = randomUUID();
            await trx
              .insertInto('user_location')
              .values({
                id: linkId,
                user_id: id,
                location_id: locationId,
                tenant_id: tenantId as string,
                created_at: now,
              })
              .execute();
            await recordAudit(
              trx,
              { actor: principal, entity: 'user_location', entityId: linkId, action: 'create', tenantId },
              now,
            );
          }

          const memberships = await trx
            .selectFrom('team_member')
            .select(['id', 'team_id'])
            .where('user_id', '=', id)
            .execute();
          const teamIds =
            body.teamId !== undefined
              ? body.teamId
                ? [body.teamId]
                : []
              : backOffice
                ? memberships.map((member) => member.team_id)
                : [];
          for (const member of memberships.filter((member) => !teamIds.includes(member.team_id))) {
            await trx.deleteFrom('team_member').where('id', '=', member.id).execute();
            await recordAudit(
              trx,
              { actor: principal, entity: 'team_member', entityId: member.id, action: 'delete' },
              now,
            );
          }
          for (const teamId of teamIds.filter((teamId) => !memberships.some((member) => member.team_id === teamId))) {
            const memberId = randomUUID();
            await trx
              .insertInto('team_member')
              .values({ id: memberId, team_id: teamId, user_id: id, created_at: now })
              .execute();
            await recordAudit(
              trx,
              { actor: principal, entity: 'team_member', entityId: memberId, action: 'create' },
              now,
            );
          }

          const note = JSON.stringify({
            ...(addedLocations.length ? { locationsAdded: addedLocations } : {}),
            ...(removedLinks.length ? { locationsRemoved: removedLinks.map((link) => link.location_id) } : {}),
            ...(body.teamId !== undefined || teamIds.length !== memberships.length ? { teams: teamIds } : {}),
          });
          await recordAudit(
            trx,
            {
              actor: principal,
              entity: 'user',
              entityId: id,
              action: 'update',
              tenantId,
              note: note === '{}' ? null : note,
              // The stored row after the update is the one before with the changes set on it.
              changes: changedFields(auditedFields(row), auditedFields({ ...row, ...changes })),
            },
            now,
          );
        }),
      );
      return accountView(db, id);
    },
  });
}
