/**
 * Assignment in bulk on both engines: assign-many all or nothing (a stale version or a document
 * out of scope refuses the whole batch and changes nothing), distribute by least load only to
 * DBOs whose team works the document, the due time from the SLA and kept on reassignment, the
 * workload picker and the dashboard's figures.
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

describe.each(ENGINES)('assignment in bulk on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let place: { tenant: string; location: string };
  let team: string;
  let ann: Person;
  let bob: Person;
  const as = (token: string) => client(server.url, token);
  const dbs = () => as(world.users.dbs.token);
  const newDocs = async (n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) {
      ids.push(
        await addDocument(server.db, {
          tenantId: place.tenant,
          locationId: place.location,
          createdAt: hoursFromNow(-n + i),
        }),
      );
    }
    return ids;
  };
  const refs = (ids: string[]) => ids.map((id) => ({ id, version: 1 }));

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    place = await addTenant(server.db, 'Bulk');
    team = await addTeam(server.db, world.users.dbs.id, place.tenant);
    ann = await addUser(server.db, 'Ann');
    bob = await addUser(server.db, 'Bob');
    await addMember(server.db, team, ann.id);
    await addMember(server.db, team, bob.id);
  });
  afterAll(async () => server?.close());

  it('assigns many in one go, each audited, due after the SLA', async () => {
    const ids = await newDocs(3);
    const before = Date.now();
    const response = await dbs()('POST', '/api/documents/assign-many', { assigneeId: ann.id, documents: refs(ids) });
    expect(response.status).toBe(200);
    expect(response.body.map((d: { id: string }) => d.id)).toEqual(ids);
    for (const document of response.body) {
      expect(document).toMatchObject({ status: 'assigned', assigneeId: ann.id, version: 2 });
      // 48 business hours (working days and hours of the document's calendar) from assignment.
      const due = businessSecondsBetween(before, document.dueAt, document.slaCalendar);
      expect(due).toBeGreaterThanOrEqual(48 * 3600 - 1);
      expect(due).toBeLessThan(48 * 3600 + 60);
      expect(await auditActions(server.db, document.id)).toEqual(['assign']);
    }
    // A reassignment keeps the due time.
    const first = response.body[0];
    const again = await dbs()('POST', '/api/documents/assign-many', {
      assigneeId: bob.id,
      documents: [{ id: first.id, version: 2 }],
    });
    expect(again.body[0]).toMatchObject({ assigneeId: bob.id, dueAt: first.dueAt, version: 3 });
  });

  it('refuses the whole batch when one version is stale, changing nothing', async () => {
    const ids = await newDocs(3);
    await server.db
      .updateTable('document')
      .set({ version: 4 })
      .where('id', '=', ids[1] as string)
      .execute();
    const before = await Promise.all(ids.map((id) => stored(server.db, id)));
    const response = await dbs()('POST', '/api/documents/assign-many', { assigneeId: ann.id, documents: refs(ids) });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'documentStale', current: [{ id: ids[1], version: 4 }] });
    expect(await Promise.all(ids.map((id) => stored(server.db, id)))).toEqual(before);
    for (const id of ids) expect(await auditActions(server.db, id)).toEqual([]);
    const distribute = await dbs()('POST', '/api/documents/distribute', { documents: refs(ids) });
    expect(distribute.status).toBe(409);
    expect(await Promise.all(ids.map((id) => stored(server.db, id)))).toEqual(before);
  });

  it("refuses the whole batch with 404 when a document is another tenant's", async () => {
    const ids = await newDocs(2);
    const batch = [...refs(ids), { id: world.B.document, version: 1 }];
    const response = await dbs()('POST', '/api/documents/assign-many', { assigneeId: ann.id, documents: batch });
    expect(response.status).toBe(404);
    for (const id of ids) expect((await stored(server.db, id)).status).toBe('new');
    expect((await dbs()('POST', '/api/documents/distribute', { documents: batch })).status).toBe(404);
    for (const id of ids) expect((await stored(server.db, id)).assignee_id).toBeNull();
  });

  it('refuses an assignee whose team does not work the document', async () => {
    const [id] = await newDocs(1);
    const response = await dbs()('POST', '/api/documents/assign-many', {
      assigneeId: world.users.dbo.id,
      documents: refs([id as string]),
    });
    expect(response.status).toBe(400);
    expect(response.body.fields.assigneeId).toBeDefined();
    expect((await stored(server.db, id as string)).status).toBe('new');
  });

  it('distributes by least load, ties by name, only to DBOs whose team works the document', async () => {
    const spread = await addTenant(server.db, 'Spread');
    const spreadTeam = await addTeam(server.db, world.users.dbs.id, spread.tenant);
    const cat = await addUser(server.db, 'Cat');
    const dan = await addUser(server.db, 'Dan');
    const eve = await addUser(server.db, 'Eve');
    for (const person of [cat, dan, eve]) await addMember(server.db, spreadTeam, person.id);
    // Eve is busy already; a DBO of a team of another tenant never gets these documents.
    for (let i = 0; i < 2; i += 1) {
      await addDocument(server.db, {
        tenantId: place.tenant,
        locationId: place.location,
        status: 'processing',
        assigneeId: eve.id,
      });
    }
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        await addDocument(server.db, {
          tenantId: spread.tenant,
          locationId: spread.location,
          createdAt: hoursFromNow(i - 10),
        }),
      );
    }
    const load = await dbs()('GET', '/api/documents/workload');
    expect(load.status).toBe(200);
    expect(load.body.find((row: { id: string }) => row.id === eve.id)).toMatchObject({ name: 'Eve', open: 2 });
    const response = await dbs()('POST', '/api/documents/distribute', { documents: refs(ids) });
    expect(response.status).toBe(200);
    const names = new Map([
      [cat.id, 'Cat'],
      [dan.id, 'Dan'],
      [eve.id, 'Eve'],
    ]);
    expect(response.body.map((d: { assigneeId: string }) => names.get(d.assigneeId))).toEqual([
      'Cat',
      'Dan',
      'Cat',
      'Dan',
      'Cat',
    ]);
    for (const id of ids) expect(await auditActions(server.db, id)).toEqual(['assign']);
    const after = await dbs()('GET', '/api/documents/workload');
    const opens = Object.fromEntries(after.body.map((row: { name: string; open: number }) => [row.name, row.open]));
    expect(opens).toMatchObject({ Cat: 3, Dan: 2, Eve: 2 });
  });

  it('shows the dashboard: counts by status, overdue, due today, each DBO load, the oldest waiting', async () => {
    const board = await addTenant(server.db, 'Board');
    const boss = await addUser(server.db, 'Boss', ['isDbs']);
    const boardTeam = await addTeam(server.db, boss.id, board.tenant);
    const fay = await addUser(server.db, 'Fay');
    await addMember(server.db, boardTeam, fay.id);
    const at = { tenantId: board.tenant, locationId: board.location };
    const oldest = await addDocument(server.db, { ...at, createdAt: hoursFromNow(-50), title: 'Oldest' });
    await addDocument(server.db, { ...at, createdAt: hoursFromNow(-5) });
    await addDocument(server.db, { ...at, status: 'assigned', assigneeId: fay.id, dueAt: hoursFromNow(-1) });
    await addDocument(server.db, { ...at, status: 'processing', assigneeId: fay.id, dueAt: hoursFromNow(0.5) });
    await addDocument(server.db, { ...at, status: 'approved', assigneeId: fay.id, dueAt: hoursFromNow(-9) });
    const dayStart = hoursFromNow(-3);
    const dayEnd = hoursFromNow(3);
    const response = await as(boss.token)('GET', `/api/documents/dashboard?dayStart=${dayStart}&dayEnd=${dayEnd}`);
    expect(response.status).toBe(200);
    expect(response.body.counts).toEqual({
      new: 2,
      assigned: 1,
      processing: 1,
      on_hold: 0,
      processed: 0,
      approved: 1,
      archived: 0,
    });
    expect(response.body).toMatchObject({ overdue: 1, dueToday: 2 });
    expect(response.body.dbos).toEqual([
      { id: fay.id, name: 'Fay', email: fay.email, open: 2, dueToday: 2, overdue: 1 },
    ]);
    expect(response.body.oldestWaiting).toMatchObject({ id: oldest, title: 'Oldest', locationName: 'Board main' });
    expect(
      (await as(world.users.hqA.token)('GET', `/api/documents/dashboard?dayStart=${dayStart}&dayEnd=${dayEnd}`)).status,
    ).toBe(403);
    expect((await as(boss.token)('GET', '/api/documents/dashboard?dayStart=today')).status).toBe(400);
  });

  it("counts each DBO's load only within the caller's scope (tenant, location), on the dashboard and the picker", async () => {
    const site = await addTenant(server.db, 'Site');
    const elsewhere = await addTenant(server.db, 'Elsewhere');
    const annex = `${site.location}-annex`;
    await server.db
      .insertInto('location')
      .values({ id: annex, tenant_id: site.tenant, name: 'Site annex', address: null, created_at: hoursFromNow(0) })
      .execute();
    // Lee leads a team that works only Site's main location; Gil is in it and in a team of Elsewhere.
    const lee = await addUser(server.db, 'Lee', ['isDbs']);
    const gil = await addUser(server.db, 'Gil');
    await addMember(server.db, await addTeam(server.db, lee.id, site.tenant, site.location), gil.id);
    await addMember(server.db, await addTeam(server.db, null, elsewhere.tenant), gil.id);
    const open = (tenantId: string, locationId: string, dueAt: string) =>
      addDocument(server.db, { tenantId, locationId, status: 'assigned', assigneeId: gil.id, dueAt });
    await open(site.tenant, site.location, hoursFromNow(-1));
    await open(site.tenant, annex, hoursFromNow(-1));
    await open(elsewhere.tenant, elsewhere.location, hoursFromNow(-1));
    await open(elsewhere.tenant, elsewhere.location, hoursFromNow(1));
    const dayStart = hoursFromNow(-3);
    const dayEnd = hoursFromNow(3);
    const board = await as(lee.token)('GET', `/api/documents/dashboard?dayStart=${dayStart}&dayEnd=${dayEnd}`);
    expect(board.status).toBe(200);
    expect(board.body.dbos).toEqual([{ id: gil.id, name: 'Gil', email: gil.email, open: 1, dueToday: 1, overdue: 1 }]);
    expect(board.body.counts.assigned).toBe(1);
    const picker = await as(lee.token)('GET', `/api/documents/workload?dayStart=${dayStart}&dayEnd=${dayEnd}`);
    expect(picker.body).toEqual([{ id: gil.id, name: 'Gil', email: gil.email, open: 1, dueToday: 1, overdue: 1 }]);
    // The administrator's scope is everything: all four.
    const all = await as(world.users.admin.token)(
      'GET',
      `/api/documents/dashboard?dayStart=${dayStart}&dayEnd=${dayEnd}`,
    );
    expect(all.body.dbos.find((row: { id: string }) => row.id === gil.id)).toMatchObject({
      open: 4,
      dueToday: 4,
      overdue: 3,
    });
  });
});
