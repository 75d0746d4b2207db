/**
 * User accounts as the administrator edits them, on both engines:
 *  - PATCH /api/admin/user-accounts/:id edits the locations (all of the user's tenant) and the
 *    team (back-office users only) with the record, in one validated, audited transaction; a
 *    refused edit changes nothing at all;
 *  - the last active administrator keeps the role, stays active and is not deleted (409, nothing
 *    changed), while with another administrator it is allowed;
 *  - the account list is built by the server, and /api/users only reads.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { uniqueEmail } from '../../helpers/identity.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

describe.each(ENGINES)('user accounts with locations, teams and the last administrator on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const admin = () => client(server.url, world.users.admin.token);

  const stored = async (userId: string) => {
    const user = await server.db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
    const locations = (
      await server.db.selectFrom('user_location').select('location_id').where('user_id', '=', userId).execute()
    )
      .map((row) => row.location_id)
      .sort();
    const teams = (await server.db.selectFrom('team_member').select('team_id').where('user_id', '=', userId).execute())
      .map((row) => row.team_id)
      .sort();
    return { user, locations, teams };
  };
  const auditCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('audit_event')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores and audits the locations of a client user, and answers them', async () => {
    const { upA } = world.users;
    const { status, body } = await admin()('PATCH', `/api/admin/user-accounts/${upA.id}`, {
      name: 'Uploader A',
      locationIds: [world.A.location, world.A.otherLocation],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.name).toBe('Uploader A');
    expect([...body.locationIds].sort()).toEqual([world.A.location, world.A.otherLocation].sort());
    expect(body.teamId).toBeNull();
    const after = await stored(upA.id);
    expect(after.locations).toEqual([world.A.location, world.A.otherLocation].sort());
    const links = await server.db.selectFrom('user_location').selectAll().where('user_id', '=', upA.id).execute();
    expect(links.every((link) => link.tenant_id === world.A.tenant)).toBe(true);

    const events = await server.db
      .selectFrom('audit_event')
      .selectAll()
      .where('entity_id', '=', upA.id)
      .where('entity', '=', 'user')
      .where('action', '=', 'update')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.actor_id).toBe(world.users.admin.id);
    expect(JSON.parse(events[0]!.note ?? '{}')).toEqual({ locationsAdded: [world.A.otherLocation] });
    const added = links.find((link) => link.location_id === world.A.otherLocation)!;
    expect(
      await server.db
        .selectFrom('audit_event')
        .select('id')
        .where('entity', '=', 'user_location')
        .where('entity_id', '=', added.id)
        .where('action', '=', 'create')
        .execute(),
    ).toHaveLength(1);

    // Down to one location: the other membership goes, audited too.
    const again = await admin()('PATCH', `/api/admin/user-accounts/${upA.id}`, {
      locationIds: [world.A.otherLocation],
    });
    expect(again.status).toBe(200);
    expect((await stored(upA.id)).locations).toEqual([world.A.otherLocation]);
    expect(
      await server.db
        .selectFrom('audit_event')
        .select('id')
        .where('entity', '=', 'user_location')
        .where('action', '=', 'delete')
        .where('tenant_id', '=', world.A.tenant)
        .execute(),
    ).toHaveLength(1);
  });

  it('stores and audits the team of a back-office user', async () => {
    const { dbo } = world.users;
    expect((await stored(dbo.id)).teams).toEqual([world.team]);
    const { status, body } = await admin()('PATCH', `/api/admin/user-accounts/${dbo.id}`, { teamId: world.otherTeam });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.teamId).toBe(world.otherTeam);
    expect((await stored(dbo.id)).teams).toEqual([world.otherTeam]);
    const actions = (
      await server.db.selectFrom('audit_event').select('action').where('entity', '=', 'team_member').execute()
    )
      .map((row) => row.action)
      .sort();
    expect(actions).toEqual(['create', 'delete']);
    const update = await server.db
      .selectFrom('audit_event')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', dbo.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(update.note ?? '{}')).toEqual({ teams: [world.otherTeam] });

    // A DBS supervisor may be on a team too; null takes the user off every team.
    expect(
      (await admin()('PATCH', `/api/admin/user-accounts/${world.users.dbs.id}`, { teamId: world.team })).status,
    ).toBe(200);
    expect((await stored(world.users.dbs.id)).teams).toEqual([world.team]);
    expect((await admin()('PATCH', `/api/admin/user-accounts/${world.users.dbs.id}`, { teamId: null })).status).toBe(
      200,
    );
    expect((await stored(world.users.dbs.id)).teams).toEqual([]);
  });

  it('refuses a location of another tenant and changes nothing', async () => {
    const { upA } = world.users;
    const before = await stored(upA.id);
    const audits = await auditCount();
    const { status, body } = await admin()('PATCH', `/api/admin/user-accounts/${upA.id}`, {
      name: 'Should not stick',
      locationIds: [world.A.location, world.B.location],
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/location must belong to the user's client company/);
    expect(body.fields.locationIds[0]).toContain(world.B.location);
    expect(await stored(upA.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);

    // An unknown location, and locations for a user without a tenant, are refused alike.
    expect((await admin()('PATCH', `/api/admin/user-accounts/${upA.id}`, { locationIds: [randomUUID()] })).status).toBe(
      400,
    );
    const noTenant = await admin()('PATCH', `/api/admin/user-accounts/${world.users.dbo.id}`, {
      locationIds: [world.A.location],
    });
    expect(noTenant.status).toBe(400);
    expect(noTenant.body.fields.locationIds).toBeDefined();
    expect(await stored(upA.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a team for a user outside the back office and changes nothing', async () => {
    const { upA, hqA } = world.users;
    const before = await stored(upA.id);
    const audits = await auditCount();
    const { status, body } = await admin()('PATCH', `/api/admin/user-accounts/${upA.id}`, {
      name: 'Nope',
      teamId: world.team,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/Only a DBO or DBS user can be on a team/);
    expect(body.fields.teamId).toBeDefined();
    // Giving the back-office role in the same edit makes it valid; taking it away drops the team.
    expect(
      (await admin()('PATCH', `/api/admin/user-accounts/${hqA.id}`, { roles: ['isClientHq'], teamId: world.team }))
        .status,
    ).toBe(400);
    expect(await stored(upA.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect((await stored(hqA.id)).teams).toEqual([]);
  });

  describe('the last active administrator', () => {
    let otherAdmin: string;
    beforeAll(async () => {
      // The world's administrator is the only active one (a seed may have made others).
      const admins = (await server.db.selectFrom('app_user').select(['id', 'roles']).execute()).filter((row) =>
        row.roles.includes('isDbAdmin'),
      );
      for (const row of admins.filter((row) => row.id !== world.users.admin.id)) {
        await server.db.updateTable('app_user').set({ active: 0 }).where('id', '=', row.id).execute();
      }
    });

    /** Another active administrator, written directly; its id. */
    const addAdministrator = async (name: string) => {
      const id = randomUUID();
      await server.db
        .insertInto('app_user')
        .values({
          id,
          email: uniqueEmail(name),
          name,
          roles: JSON.stringify(['isDbAdmin']),
          tenant_id: null,
          active: 1,
          created_at: new Date().toISOString(),
        })
        .execute();
      return id;
    };

    it('refuses to remove the role, disable or delete it, and changes nothing', async () => {
      const id = world.users.admin.id;
      const before = await stored(id);
      const audits = await auditCount();
      const account = `/api/admin/user-accounts/${id}`;
      const cases: [string, string, unknown, RegExp][] = [
        ['PATCH', account, { roles: ['isDbo'] }, /last active administrator: the administrator role stays/],
        ['PATCH', `${account}/active`, { active: false }, /last active administrator and cannot be disabled/],
        ['DELETE', account, undefined, /last active administrator and cannot be deleted/],
      ];
      for (const [method, url, body, message] of cases) {
        const answer = await admin()(method, url, body);
        expect(answer.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(409);
        expect(answer.body.message).toMatch(message);
      }
      // The administration routes share the check.
      expect((await admin()('PATCH', `/api/admin/user-accounts/${id}`, { roles: ['isDbs'] })).status).toBe(409);
      expect((await admin()('PATCH', `/api/admin/user-accounts/${id}/active`, { active: false })).status).toBe(409);
      expect(await stored(id)).toEqual(before);
      expect(await auditCount()).toBe(audits);
      // Keeping the role (and other fields changing) is fine.
      expect((await admin()('PATCH', `/api/admin/user-accounts/${id}`, { roles: ['isDbAdmin', 'isDbs'] })).status).toBe(
        200,
      );
      expect((await admin()('PATCH', `/api/admin/user-accounts/${id}`, { roles: ['isDbAdmin'] })).status).toBe(200);
    });

    it('allows the same while another active administrator exists', async () => {
      otherAdmin = await addAdministrator('admin2');
      const removeRole = await admin()('PATCH', `/api/admin/user-accounts/${otherAdmin}`, { roles: ['isDbo'] });
      expect(removeRole.status, JSON.stringify(removeRole.body)).toBe(200);
      expect(removeRole.body.roles).toEqual(['isDbo']);
      expect((await admin()('PATCH', `/api/admin/user-accounts/${otherAdmin}`, { roles: ['isDbAdmin'] })).status).toBe(
        200,
      );
      const disable = await admin()('PATCH', `/api/admin/user-accounts/${otherAdmin}/active`, { active: false });
      expect(disable.status).toBe(200);
      expect(disable.body.active).toBe(false);
      // A disabled administrator is no longer counted: the world's one is the last again.
      expect(
        (await admin()('PATCH', `/api/admin/user-accounts/${world.users.admin.id}/active`, { active: false })).status,
      ).toBe(409);
      expect((await admin()('PATCH', `/api/admin/user-accounts/${otherAdmin}/active`, { active: true })).status).toBe(
        200,
      );
      // With the second one active, the first could step down; the second is deleted instead.
      const removed = await admin()('DELETE', `/api/admin/user-accounts/${otherAdmin}`);
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect((await stored(otherAdmin)).user).toBeUndefined();
      expect((await stored(world.users.admin.id)).user?.active).toBe(1);
    });

    it('lets only one of two administrators demoting each other at once through', async () => {
      // Each round: a second administrator, then both demotions sent together. Whatever the
      // interleaving, one is refused and an active administrator remains.
      for (let round = 0; round < 5; round += 1) {
        const second = await addAdministrator(`race${round}`);
        const answers = await Promise.all([
          admin()('PATCH', `/api/admin/user-accounts/${second}`, { roles: ['isDbo'] }),
          admin()('PATCH', `/api/admin/user-accounts/${world.users.admin.id}`, { roles: ['isDbs'] }),
        ]);
        const admins = (
          await server.db.selectFrom('app_user').select(['roles']).where('active', '=', 1).execute()
        ).filter((row) => row.roles.includes('isDbAdmin')).length;
        // Back to the world's administrator alone, written directly (it may be the one demoted),
        // before anything is asserted, so a failed round leaves no demoted administrator behind.
        await server.db
          .updateTable('app_user')
          .set({ roles: JSON.stringify(['isDbAdmin']) })
          .where('id', '=', world.users.admin.id)
          .execute();
        await server.db.deleteFrom('app_user').where('id', '=', second).execute();
        // One goes through. The other is refused: 409 by the last-administrator rule when both
        // got past authorization together, or 403 when the caller's own demotion committed
        // before its other request was authorized (it is no administrator any more).
        const statuses = answers.map((answer) => answer.status).sort();
        expect(statuses[0], `round ${round}`).toBe(200);
        expect([403, 409], `round ${round}: ${statuses.join(', ')}`).toContain(statuses[1]);
        expect(admins, `round ${round}`).toBe(1);
      }
    });
  });
});
