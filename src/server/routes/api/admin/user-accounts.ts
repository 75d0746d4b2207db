/**
 * User accounts with their Firebase sign-in (the generic /api/users edits only the record):
 *   POST  /api/admin/user-accounts             the Firebase account and the record; answers an
 *                                              initial password, shown to the administrator once
 *   PATCH /api/admin/user-accounts/:id/active  {active}: disabling also disables the Firebase
 *                                              account and revokes its tokens (out on the next call)
 *   PATCH /api/admin/user-accounts/:id          {name?, roles?, tenantId?, locationIds?, teamId?}:
 *                                              one validated, audited transaction; the locations
 *                                              must be the user's tenant's, a team is only for
 *                                              DBO/DBS users
 * Nobody may disable, or take the administrator role from, the last active administrator
 * (last-administrator.ts, shared with /api/users).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { TEAM_ROLES, userAccountCreate, userAccountEdit } from '../../../../common/schemas/user.js';
import { authorize } from '../../../auth/authorize.js';
import { setSignInEnabled } from '../../../auth/firebase.js';
import type { AppContext } from '../../../context.js';
import { changedFields, recordAudit } from '../../../db/audit.js';
import type { Database } from '../../../db/schema.js';
import { writeOr409 } from '../../../db/db-errors.js';
import { fieldText } from '../../../api-texts.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import { idParam } from '../register-resource.js';
import { assertNotLastAdministrator } from './last-administrator.js';

const activeBody = z.strictObject({ active: z.boolean() });

/** The account's own fields as its audit event compares them (roles parsed, API names). */
const auditedFields = (row: { name: string; roles: string; tenant_id: string | null }) => ({
  name: row.name,
  roles: JSON.parse(row.roles) as unknown,
  tenantId: row.tenant_id,
});

/** Long enough for any password policy, with each character class a policy may ask for. */
function initialPassword(): string {
  return `${randomBytes(12).toString('base64url')}-Aa1`;
}

export function userAccountRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, identity } = context;
  const view = (row: {
    id: string;
    email: string;
    name: string;
    roles: string;
    tenant_id: string | null;
    active: number;
    created_at: string;
    locationIds: string[];
    teamId: string | null;
  }) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: JSON.parse(row.roles) as string[],
    tenantId: row.tenant_id,
    active: row.active === 1,
    createdAt: row.created_at,
    locationIds: row.locationIds,
    teamId: row.teamId,
  });
  const load = async (id: string) => {
    const row = await db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'noRecord', { params: { entity: 'user', id } });
    const locations = await db
      .selectFrom('user_location')
      .select('location_id')
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute();
    const teams = await db
      .selectFrom('team_member')
      .select('team_id')
      .where('user_id', '=', id)
      .orderBy('created_at')
      .execute();
    return { ...row, locationIds: locations.map((link) => link.location_id), teamId: teams[0]?.team_id ?? null };
  };
  const checkTenant = async (tenantId: string | null | undefined, reader: Kysely<Database> = db) => {
    if (!tenantId) return;
    const tenant = await reader.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst();
    if (!tenant) throw new HttpError(400, 'noClientCompany', { fields: { tenantId: [fieldText('noSuchRecord')] } });
  };

  app.post('/api/admin/user-accounts', async (request, reply) => {
    const principal = await authorize(request, context, 'users:create');
    const body = parseOr400(userAccountCreate, request.body);
    await checkTenant(body.tenantId);
    const existing = await db.selectFrom('app_user').select('id').where('email', '=', body.email).executeTakeFirst();
    if (existing)
      throw new HttpError(409, 'emailInUse', {
        params: { email: body.email },
        fields: { email: [fieldText('alreadyInUse')] },
      });
    const password = initialPassword();
    let uid: string;
    try {
      uid = (
        await identity.auth.createUser({
          email: body.email,
          password,
          displayName: body.name,
          disabled: body.active === false,
        })
      ).uid;
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (code.includes('email-already-exists')) {
        // A sign-in without a record (made by hand, say): give it the new password and the record.
        uid = (await identity.auth.getUserByEmail(body.email)).uid;
        await identity.auth.updateUser(uid, { password, displayName: body.name, disabled: body.active === false });
      } else throw new HttpError(400, 'signInAccountFailed', { params: { reason: (error as Error).message } });
    }
    const now = new Date().toISOString();
    const id = randomUUID();
    const stored = {
      id,
      email: body.email,
      name: body.name,
      roles: JSON.stringify(body.roles),
      tenant_id: body.tenantId ?? null,
      active: body.active === false ? 0 : 1,
      created_at: now,
    };
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('app_user').values(stored).execute();
      await recordAudit(
        trx,
        {
          actor: principal,
          entity: 'user',
          entityId: id,
          action: 'create',
          tenantId: body.tenantId ?? null,
          changes: changedFields(undefined, { email: stored.email, ...auditedFields(stored) }),
        },
        now,
      );
    });
    return reply.code(201).send({ ...view(await load(id)), uid, initialPassword: password });
  });

  app.patch('/api/admin/user-accounts/:id', async (request) => {
    const principal = await authorize(request, context, 'users:update');
    const id = idParam(request);
    const body = parseOr400(userAccountEdit, request.body);
    const now = new Date().toISOString();
    await writeOr409(() =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) throw new HttpError(404, 'noRecord', { params: { entity: 'user', id } });
        await checkTenant(body.tenantId, trx);
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
          const found = await trx
            .selectFrom('location')
            .select(['id', 'tenant_id'])
            .where('id', 'in', wanted)
            .execute();
          const foreign = wanted.filter(
            (locationId) => found.find((location) => location.id === locationId)?.tenant_id !== tenantId,
          );
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
        if (
          body.teamId &&
          !(await trx.selectFrom('team').select('id').where('id', '=', body.teamId).executeTakeFirst())
        ) {
          throw new HttpError(400, 'noTeam', { fields: { teamId: [fieldText('noSuchRecord')] } });
        }

        const changes = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.roles !== undefined ? { roles: JSON.stringify(body.roles) } : {}),
          ...(body.tenantId !== undefined ? { tenant_id: body.tenantId } : {}),
        };
        if (Object.keys(changes).length) await trx.updateTable('app_user').set(changes).where('id', '=', id).execute();

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
    return view(await load(id));
  });

  app.patch('/api/admin/user-accounts/:id/active', async (request) => {
    const principal = await authorize(request, context, 'users:update');
    const id = idParam(request);
    const { active } = parseOr400(activeBody, request.body);
    const row = await load(id);
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await assertNotLastAdministrator(trx, row, { active });
      await trx
        .updateTable('app_user')
        .set({ active: active ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      await recordAudit(
        trx,
        {
          actor: principal,
          entity: 'user',
          entityId: id,
          action: active ? 'enable' : 'disable',
          fromState: row.active === 1 ? 'active' : 'disabled',
          toState: active ? 'active' : 'disabled',
          tenantId: row.tenant_id,
        },
        now,
      );
    });
    // The record already refuses the account; the sign-in follows so no token outlives it.
    await setSignInEnabled(identity, row.email, active);
    return view(await load(id));
  });
}
