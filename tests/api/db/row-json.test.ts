/**
 * A list page is built as JSON by the database (src/server/db/row-json.ts), while a single
 * record is read into objects and mapped by fromRow. Both must answer a row the same way, on
 * both engines: flags as true and false, JSON columns as the values they hold, nulls as null.
 * Users carry a flag (active) and a JSON column (roles); documents a JSON column (slaCalendar)
 * and numbers (totalCents, version). A DBO's queue is built the same way, with its names and
 * flags (overdue, sent back) worked out in SQL: each of its rows must be the document as the
 * work view shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, addMember, addUser, hoursFromNow } from '../documents/fixture.js';

describe.each(ENGINES)('list rows built by the database on %s', (engine) => {
  let server: ApiServer;
  let world: World;

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('answers each user in the list as its own read does: the flag and the roles alike', async () => {
    const admin = client(server.url, world.users.admin.token);
    await server.db.updateTable('app_user').set({ active: 0 }).where('id', '=', world.users.guestA.id).execute();
    const list = await admin('GET', '/api/users?_sort=email&_order=asc&_start=0&_end=100');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = list.body as { id: string; active: unknown; roles: unknown }[];
    expect(rows.find((row) => row.id === world.users.guestA.id)?.active).toBe(false);
    expect(rows.find((row) => row.id === world.users.dbo.id)).toMatchObject({ active: true, roles: ['isDbo'] });
    for (const row of rows) {
      const one = await admin('GET', `/api/users/${row.id}`);
      expect(one.status).toBe(200);
      expect(row).toEqual(one.body);
    }
  });

  it('answers each document in the list as its own read does: the calendar, amounts and nulls', async () => {
    const at = { tenantId: world.A.tenant, locationId: world.A.location };
    const calendar = { timeZone: 'Europe/Madrid', days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };
    const withCalendar = await addDocument(server.db, { ...at, status: 'processing', title: 'With calendar' });
    await server.db
      .updateTable('document')
      .set({ sla_calendar: JSON.stringify(calendar), total_cents: -12345, vendor: 'Ünïcode "quoted" \\ vendor' })
      .where('id', '=', withCalendar)
      .execute();
    const bare = await addDocument(server.db, { ...at, title: 'Bare' });
    const admin = client(server.url, world.users.admin.token);
    const list = await admin('GET', '/api/documents?_sort=createdAt&_order=desc&_start=0&_end=100');
    expect(list.status).toBe(200);
    const rows = list.body as { id: string; assigneeName?: unknown; processorName?: unknown }[];
    for (const id of [withCalendar, bare]) {
      const row = rows.find((candidate) => candidate.id === id);
      const one = await admin('GET', `/api/documents/${id}`);
      expect(one.status).toBe(200);
      const { assigneeName, processorName, ...record } = row ?? {};
      expect([assigneeName, processorName]).toEqual([null, null]);
      expect(record).toEqual(one.body);
    }
    expect(rows.find((row) => row.id === withCalendar)).toMatchObject({
      slaCalendar: calendar,
      totalCents: -12345,
      vendor: 'Ünïcode "quoted" \\ vendor',
    });
  });

  it("answers each row of a DBO's queue as the work view shows that document", async () => {
    const me = await addUser(server.db, `Row JSON DBO ${engine}`);
    await addMember(server.db, world.team, me.id);
    const at = { tenantId: world.A.tenant, locationId: world.A.location, assigneeId: me.id };
    const late = await addDocument(server.db, {
      ...at,
      status: 'processing',
      dueAt: hoursFromNow(-2),
      totalCents: 990,
    });
    const back = await addDocument(server.db, { ...at, status: 'processing', sentBackReason: 'Missing tax' });
    const paused = await addDocument(server.db, { ...at, status: 'on_hold', dueAt: hoursFromNow(-1) });
    await server.db
      .updateTable('document')
      .set({ sla_paused_at: new Date().toISOString() })
      .where('id', '=', paused)
      .execute();
    const dbo = client(server.url, me.token);
    const queue = await dbo('GET', '/api/documents/my-queue');
    expect(queue.status).toBe(200);
    const rows = queue.body as { id: string; overdue: boolean; sentBack: boolean }[];
    expect(rows.map((row) => [row.id, row.overdue, row.sentBack])).toEqual([
      [back, false, true],
      [late, true, false],
      [paused, false, false],
    ]);
    for (const row of rows) {
      const work = await dbo('GET', `/api/documents/${row.id}/work`);
      expect(work.status).toBe(200);
      const { assigneeName, ...document } = work.body.document;
      expect(assigneeName).toBe(`Row JSON DBO ${engine}`);
      expect(row).toEqual(document);
    }
  });
});
