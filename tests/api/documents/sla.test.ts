/**
 * SLA clocks on both engines: due times in business hours from assignment (a tenant's own
 * terms beating the global ones), the clock paused while the client must answer and the due
 * time moved when it resumes, and the warning and the breach recorded exactly once each, by
 * the periodic check, by a step, or by both at once. Expected times come from the shared
 * arithmetic (common/business-time.ts, table-tested in tests/unit) applied to the moment the
 * server recorded the step.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessSeconds, businessSecondsBetween, type SlaCalendar } from '../../../src/common/business-time.js';
import type { Database } from '../../../src/server/db/schema.js';
import { checkSla } from '../../../src/server/services/sla/sla-clock.js';
import { createScheduler } from '../../../src/server/jobs/scheduler.js';
import { scheduleSlaChecks } from '../../../src/server/services/sla/sla-timer.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, addMember, addTeam, stored } from './fixture.js';

const H = 3600;
const GLOBAL = { workingDays: [1, 2, 3, 4, 5], start: '08:00', end: '18:00', holidays: ['2026-12-25'] };
const OWN = { workingDays: [0, 1, 2, 3, 4, 5, 6], start: '07:00', end: '21:00', holidays: [] };

async function stepAt(db: Kysely<Database>, documentId: string, action: string): Promise<string> {
  const row = await db
    .selectFrom('audit_event')
    .select('at')
    .where('entity_id', '=', documentId)
    .where('action', '=', action)
    .orderBy('at', 'desc')
    .executeTakeFirstOrThrow();
  return row.at;
}

async function countEvents(db: Kysely<Database>, documentId: string, action: string): Promise<number> {
  const rows = await db
    .selectFrom('audit_event')
    .select('id')
    .where('entity_id', '=', documentId)
    .where('action', '=', action)
    .execute();
  return rows.length;
}

describe.each(ENGINES)('SLA clocks on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const as = (account: keyof World['users']) => client(server.url, world.users[account].token);
  const ownCalendar: SlaCalendar = { ...OWN, timeZone: 'America/New_York' };
  const globalCalendarB: SlaCalendar = { ...GLOBAL, timeZone: 'Europe/Madrid' };

  /** A new document of tenant A (or B), assigned to the DBO by the DBS supervisor through the API. */
  async function assigned(tenant: 'A' | 'B' = 'A'): Promise<string> {
    const records = world[tenant];
    const id = await addDocument(server.db, { tenantId: records.tenant, locationId: records.location });
    const response = await as('dbs')('POST', `/api/documents/${id}/assign`, {
      version: 1,
      assigneeId: world.users.dbo.id,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return id;
  }

  async function step(account: keyof World['users'], id: string, transition: string, body: object = {}) {
    const { version } = await stored(server.db, id);
    const response = await as(account)('POST', `/api/documents/${id}/${transition}`, { version, ...body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { status: string };
  }

  /** Moves a running clock into the past: due (and warning) `hours` ago. */
  async function overdue(id: string, hours = 1, warnToo = true): Promise<string> {
    const due = new Date(Date.now() - hours * H * 1000).toISOString();
    await server.db
      .updateTable('document')
      .set({ due_at: due, ...(warnToo ? { sla_warn_at: due } : {}) })
      .where('id', '=', id)
      .execute();
    return due;
  }

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    // The DBS supervisor's DBO also works tenant B, through a second team of theirs.
    await addMember(server.db, await addTeam(server.db, world.users.dbs.id, world.B.tenant), world.users.dbo.id);
    const admin = as('admin');
    expect((await admin('PATCH', '/api/settings/slaHours', { value: 10 })).status).toBe(200);
    expect((await admin('PATCH', '/api/settings/slaCalendar', { value: GLOBAL })).status).toBe(200);
    // Tenant A: its own hours and calendar, in New York; tenant B: the global ones, in Madrid.
    const ownA = await admin('PATCH', `/api/tenants/${world.A.tenant}`, {
      timeZone: 'America/New_York',
      slaHours: 3,
      slaCalendar: OWN,
    });
    expect(ownA.status, JSON.stringify(ownA.body)).toBe(200);
    expect(ownA.body).toMatchObject({ slaHours: 3, slaCalendar: OWN });
    expect((await admin('PATCH', `/api/tenants/${world.B.tenant}`, { timeZone: 'Europe/Madrid' })).status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('refuses a calendar or warning point that makes no sense, with 400', async () => {
    const admin = as('admin');
    const noDays = await admin('PATCH', '/api/settings/slaCalendar', { value: { ...GLOBAL, workingDays: [] } });
    expect(noDays.status).toBe(400);
    const backwards = await admin('PATCH', `/api/tenants/${world.B.tenant}`, {
      slaCalendar: { ...GLOBAL, start: '18:00', end: '08:00' },
    });
    expect(backwards.status).toBe(400);
    const badHoliday = await admin('PATCH', `/api/tenants/${world.B.tenant}`, {
      slaCalendar: { ...GLOBAL, holidays: ['25/12/2026'] },
    });
    expect(badHoliday.status).toBe(400);
    expect((await admin('PATCH', '/api/settings/slaWarnFraction', { value: 1.5 })).status).toBe(400);
    expect((await admin('GET', `/api/tenants/${world.B.tenant}`)).body).toMatchObject({
      slaHours: null,
      slaCalendar: null,
    });
  });

  it("sets the due time in business hours from assignment: the tenant's own terms beat the global ones", async () => {
    const a = await assigned('A');
    const b = await assigned('B');
    const docA = await stored(server.db, a);
    const docB = await stored(server.db, b);
    const atA = await stepAt(server.db, a, 'assign');
    const atB = await stepAt(server.db, b, 'assign');
    expect(docA.due_at).toBe(addBusinessSeconds(atA, 3 * H, ownCalendar));
    expect(JSON.parse(docA.sla_calendar ?? 'null')).toEqual(ownCalendar);
    expect(docB.due_at).toBe(addBusinessSeconds(atB, 10 * H, globalCalendarB));
    expect(JSON.parse(docB.sla_calendar ?? 'null')).toEqual(globalCalendarB);
    expect(Number(docA.sla_seconds)).toBe(3 * H);
    // The warning point at 80 % of the SLA time by default.
    expect(docA.sla_warn_at).toBe(addBusinessSeconds(atA, Math.floor(0.8 * 3 * H), ownCalendar));
    // The API shows the clock for the web's time left.
    const shown = await as('dbo')('GET', `/api/documents/${a}`);
    expect(shown.body).toMatchObject({ dueAt: docA.due_at, slaCalendar: ownCalendar, slaPausedAt: null });
  });

  it('pauses while an issue waits on the client and moves the due time when the answer comes', async () => {
    const id = await assigned('A');
    await step('dbo', id, 'start');
    const onHold = await step('dbo', id, 'raise-issue', { type: 'client_question', message: 'Which total is right?' });
    expect(onHold.status).toBe('on_hold');
    const paused = await stored(server.db, id);
    const raisedAt = await stepAt(server.db, id, 'raise-issue');
    expect(paused.sla_paused_at).toBe(raisedAt);
    const left = businessSecondsBetween(raisedAt, paused.due_at as string, ownCalendar);
    expect(Number(paused.sla_left_seconds)).toBe(left);
    // Not overdue while paused, however long: the check records nothing for it.
    await checkSla(server.db, new Date(Date.now() + 30 * 24 * H * 1000).toISOString());
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(0);
    // The pause began a week ago (the client took its time).
    const weekAgo = (iso: string) => new Date(Date.parse(iso) - 7 * 24 * H * 1000).toISOString();
    await server.db
      .updateTable('document')
      .set({ sla_paused_at: weekAgo(raisedAt), due_at: weekAgo(paused.due_at as string) })
      .where('id', '=', id)
      .execute();
    const oldDue = weekAgo(paused.due_at as string);
    const issue = await server.db
      .selectFrom('issue')
      .select('id')
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    const answer = await as('supA')('POST', `/api/issues/${issue.id}/messages`, { body: 'The second one.' });
    expect(answer.status).toBe(201);
    expect(answer.body.waitingOn).toBe('back_office');
    const resumed = await stored(server.db, id);
    const answeredAt = await stepAt(server.db, issue.id, 'answer');
    expect(resumed.sla_paused_at).toBeNull();
    expect(resumed.due_at).toBe(addBusinessSeconds(answeredAt, left, ownCalendar));
    expect(Date.parse(resumed.due_at as string)).toBeGreaterThan(Date.parse(oldDue));
    // The week of waiting cost the back office nothing: no breach.
    await checkSla(server.db, new Date().toISOString());
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(0);
    // The back office asks again: paused again; the client answers: running again.
    const ask = await as('dbo')('POST', `/api/issues/${issue.id}/messages`, { body: 'Including tax?' });
    expect(ask.body.waitingOn).toBe('client');
    expect((await stored(server.db, id)).sla_paused_at).not.toBeNull();
  });

  it('pauses a dispute while the client answers the back office, and resumes on its answer', async () => {
    const id = await assigned('A');
    await server.db.updateTable('document').set({ status: 'approved' }).where('id', '=', id).execute();
    // Approved work waits on the client's review: its clock is paused by the next step's sync.
    const disputed = await step('supA', id, 'dispute', { reasonCode: 'Illegible', comment: 'Page 2 is blurred' });
    expect(disputed.status).toBe('on_hold');
    expect((await stored(server.db, id)).sla_paused_at).toBeNull();
    const issue = await server.db
      .selectFrom('issue')
      .select('id')
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    await as('dbo')('POST', `/api/issues/${issue.id}/messages`, { body: 'Which page exactly?' });
    expect((await stored(server.db, id)).sla_paused_at).not.toBeNull();
    await as('supA')('POST', `/api/issues/${issue.id}/messages`, { body: 'Page 2.' });
    expect((await stored(server.db, id)).sla_paused_at).toBeNull();
  });

  it('records a breach exactly once when the check runs twice in a row', async () => {
    const id = await assigned('B');
    await overdue(id);
    const now = new Date().toISOString();
    const first = await checkSla(server.db, now);
    const second = await checkSla(server.db, now);
    expect(first.breaches).toBeGreaterThanOrEqual(1);
    expect(second).toEqual({ warnings: 0, breaches: 0 });
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(1);
    const event = await server.db
      .selectFrom('audit_event')
      .selectAll()
      .where('entity_id', '=', id)
      .where('action', '=', 'sla-breach')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ entity: 'document', from_state: 'assigned', to_state: 'assigned' });
    expect(event.tenant_id).toBe(world.B.tenant);
    expect((await stored(server.db, id)).sla_breached_at).not.toBeNull();
  });

  it('records a breach exactly once when a step races the check', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await assigned('A');
      await overdue(id);
      const { version } = await stored(server.db, id);
      const [, started] = await Promise.all([
        checkSla(server.db, new Date().toISOString()),
        as('dbo')('POST', `/api/documents/${id}/start`, { version }),
      ]);
      expect(started.status).toBe(200);
      await checkSla(server.db, new Date().toISOString());
      expect(await countEvents(server.db, id, 'sla-breach')).toBe(1);
      expect(await countEvents(server.db, id, 'sla-warning')).toBe(1);
    }
  });

  it('lets a step record the breach it notices, and the check then adds nothing', async () => {
    const id = await assigned('A');
    await step('dbo', id, 'start');
    await overdue(id);
    await step('dbo', id, 'raise-issue', { type: 'unreadable', message: 'Blurred' });
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(1);
    await checkSla(server.db, new Date().toISOString());
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(1);
  });

  it('warns once at the configured fraction, before the breach', async () => {
    expect((await as('admin')('PATCH', '/api/settings/slaWarnFraction', { value: 0.5 })).status).toBe(200);
    const id = await assigned('B');
    const doc = await stored(server.db, id);
    const at = await stepAt(server.db, id, 'assign');
    expect(doc.sla_warn_at).toBe(addBusinessSeconds(at, Math.floor(0.5 * 10 * H), globalCalendarB));
    // The warning point has passed, the due time not yet.
    await server.db
      .updateTable('document')
      .set({ sla_warn_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', id)
      .execute();
    const now = new Date().toISOString();
    await checkSla(server.db, now);
    await checkSla(server.db, now);
    expect(await countEvents(server.db, id, 'sla-warning')).toBe(1);
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(0);
    // The assignee and the DBS supervisor are notified, once each.
    const told = await server.db
      .selectFrom('notification')
      .select('user_id')
      .where('document_id', '=', id)
      .where('kind', '=', 'sla_warning')
      .execute();
    expect(told.map((row) => row.user_id).sort()).toEqual([world.users.dbo.id, world.users.dbs.id].sort());
    // Later the breach comes, and still one warning.
    await overdue(id, 1, false);
    await checkSla(server.db, new Date().toISOString());
    expect(await countEvents(server.db, id, 'sla-warning')).toBe(1);
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(1);
    expect((await as('admin')('PATCH', '/api/settings/slaWarnFraction', { value: 0.8 })).status).toBe(200);
  });

  it('starts the clock again towards a due time the supervisor moves, and a breach of it counts once more', async () => {
    const id = await assigned('B');
    await overdue(id);
    await checkSla(server.db, new Date().toISOString());
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(1);
    const later = new Date(Date.now() + 30 * 24 * H * 1000).toISOString();
    const { version } = await stored(server.db, id);
    const moved = await as('dbs')('PATCH', `/api/documents/${id}`, { version, dueAt: later });
    expect(moved.status).toBe(200);
    const doc = await stored(server.db, id);
    expect(doc).toMatchObject({ due_at: later, sla_breached_at: null, sla_warned_at: null });
    await checkSla(server.db, new Date().toISOString());
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(1);
    await overdue(id);
    await checkSla(server.db, new Date().toISOString());
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(2);
  });

  it('is checked on a timer while the server runs', async () => {
    const id = await assigned('A');
    await overdue(id);
    const quiet = () => undefined;
    const scheduler = createScheduler(server.db, engine, { info: quiet, debug: quiet, error: quiet });
    scheduleSlaChecks({ db: server.db, scheduler }, 1000);
    await scheduler.start();
    try {
      await waitFor(async () => (await countEvents(server.db, id, 'sla-breach')) === 1, {
        timeout: 20_000,
        message: 'the timer never recorded the breach',
      });
    } finally {
      await scheduler.stop();
    }
    expect(await countEvents(server.db, id, 'sla-breach')).toBe(1);
  });
});
