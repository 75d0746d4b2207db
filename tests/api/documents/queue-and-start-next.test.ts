/**
 * A DBO's queue and "start next" on both engines: the queue's order and flags, the claim of
 * the own assigned document first and then the oldest waiting one with the SLA's due time,
 * 404 when nothing waits, and 10 DBOs claiming at once: no document claimed twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSecondsBetween } from '../../../src/common/business-time.js';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import {
  addDocument,
  addMember,
  addTeam,
  addTenant,
  addUser,
  auditActions,
  hoursFromNow,
  stored,
  type Person,
} from './fixture.js';

describe.each(ENGINES)('my queue and start next on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const as = (token: string) => client(server.url, token);

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('lists my open documents: sent back first, then by due time (none last), then oldest', async () => {
    const me = await addUser(server.db, 'Queue DBO');
    await addMember(server.db, world.team, me.id);
    const at = { tenantId: world.A.tenant, locationId: world.A.location, assigneeId: me.id };
    const late = await addDocument(server.db, { ...at, status: 'processing', dueAt: hoursFromNow(-2), title: 'late' });
    const soon = await addDocument(server.db, { ...at, status: 'assigned', dueAt: hoursFromNow(3), title: 'soon' });
    const undated = await addDocument(server.db, { ...at, status: 'on_hold', title: 'undated' });
    const back = await addDocument(server.db, {
      ...at,
      status: 'processing',
      dueAt: hoursFromNow(30),
      sentBackReason: 'Missing tax',
      title: 'back',
    });
    await addDocument(server.db, { ...at, status: 'processed', dueAt: hoursFromNow(-5) });
    await addDocument(server.db, { ...at, status: 'assigned', assigneeId: world.users.dbo.id, dueAt: hoursFromNow(1) });
    const response = await as(me.token)('GET', '/api/documents/my-queue');
    expect(response.status).toBe(200);
    expect(response.body.map((row: { id: string }) => row.id)).toEqual([back, late, soon, undated]);
    const [first, second] = response.body;
    expect(first).toMatchObject({ sentBack: true, sentBackReason: 'Missing tax', overdue: false, version: 1 });
    expect(second).toMatchObject({ sentBack: false, overdue: true, locationName: 'A main' });
    expect(second.tenantName).toContain('Tenant A');
    expect(second).toHaveProperty('totalCents', null);
  });

  it('refuses the queue to roles without a DBO page', async () => {
    expect((await as(world.users.hqA.token)('GET', '/api/documents/my-queue')).status).toBe(403);
    expect((await as(world.users.dbs.token)('GET', '/api/documents/my-queue')).status).toBe(403);
  });

  it('starts my own assigned document due soonest first, then the oldest waiting one, due after the SLA', async () => {
    const me = await addUser(server.db, 'Next DBO');
    const place = await addTenant(server.db, 'Next');
    const team = await addTeam(server.db, world.users.dbs.id, place.tenant);
    await addMember(server.db, team, me.id);
    const at = { tenantId: place.tenant, locationId: place.location };
    const olderNew = await addDocument(server.db, { ...at, createdAt: hoursFromNow(-10) });
    await addDocument(server.db, { ...at, createdAt: hoursFromNow(-1) });
    const mineLater = await addDocument(server.db, {
      ...at,
      status: 'assigned',
      assigneeId: me.id,
      dueAt: hoursFromNow(9),
    });
    const mineSooner = await addDocument(server.db, {
      ...at,
      status: 'assigned',
      assigneeId: me.id,
      dueAt: hoursFromNow(2),
    });
    await server.db
      .updateTable('setting')
      .set({ value: '7' })
      .where('id', '=', 'slaHours')
      .execute()
      .then(async (result) => {
        if (Number(result[0]?.numUpdatedRows ?? 0) === 0) {
          await server.db
            .insertInto('setting')
            .values({ id: 'slaHours', value: '7', updated_at: new Date().toISOString() })
            .execute();
        }
      });
    const start = () => as(me.token)('POST', '/api/documents/start-next');
    const first = await start();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: mineSooner, status: 'processing', version: 2 });
    expect((await start()).body.id).toBe(mineLater);
    const before = Date.now();
    const third = await start();
    expect(third.body).toMatchObject({ id: olderNew, status: 'processing', assigneeId: me.id, version: 3 });
    // 7 business hours (working days and hours of the document's calendar) from assignment.
    const due = businessSecondsBetween(before, third.body.dueAt, third.body.slaCalendar);
    expect(due).toBeGreaterThanOrEqual(7 * 3600 - 1);
    expect(due).toBeLessThan(7 * 3600 + 60);
    expect(await auditActions(server.db, olderNew)).toEqual(['assign', 'start']);
    expect(await auditActions(server.db, mineSooner)).toEqual(['start']);
  });

  it('lets 10 DBOs claim at once: each document once, and nobody gets one when none is left', async () => {
    const place = await addTenant(server.db, 'Rush');
    const team = await addTeam(server.db, world.users.dbs.id, place.tenant);
    const dbos: Person[] = [];
    for (let i = 0; i < 10; i += 1) {
      const dbo = await addUser(server.db, `Rush DBO ${i}`);
      await addMember(server.db, team, dbo.id);
      dbos.push(dbo);
    }
    const documents: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      documents.push(
        await addDocument(server.db, {
          tenantId: place.tenant,
          locationId: place.location,
          createdAt: hoursFromNow(-i),
        }),
      );
    }
    const calls = [...dbos, ...dbos].map((dbo) =>
      as(dbo.token)('POST', '/api/documents/start-next').then((response) => ({ dbo, response })),
    );
    const results = await Promise.all(calls);
    const claimed = results.filter(({ response }) => response.status === 200);
    const refused = results.filter(({ response }) => response.status !== 200);
    expect(claimed).toHaveLength(10);
    expect(new Set(claimed.map(({ response }) => response.body.id)).size).toBe(10);
    expect(claimed.map(({ response }) => response.body.id).sort()).toEqual([...documents].sort());
    expect(refused.map(({ response }) => response.status)).toEqual(Array(10).fill(404));
    expect(refused[0]?.response.body.message).toBe('There is no document waiting for you');
    for (const { dbo, response } of claimed) {
      const row = await stored(server.db, response.body.id);
      expect(row).toMatchObject({ status: 'processing', assignee_id: dbo.id });
      expect(await auditActions(server.db, row.id)).toEqual(['assign', 'start']);
    }
    expect((await as(dbos[0]?.token ?? '')('POST', '/api/documents/start-next')).status).toBe(404);
  });

  it("never claims another tenant's document", async () => {
    const loner = await addUser(server.db, 'Loner DBO');
    const place = await addTenant(server.db, 'Loner');
    const other = await addTenant(server.db, 'Elsewhere');
    const team = await addTeam(server.db, null, place.tenant);
    await addMember(server.db, team, loner.id);
    const foreign = await addDocument(server.db, { tenantId: other.tenant, locationId: other.location });
    expect((await as(loner.token)('POST', '/api/documents/start-next')).status).toBe(404);
    expect((await stored(server.db, foreign)).status).toBe('new');
  });
});
