/**
 * The step rollup of migration 0017 on both engines: after the reports' seeded steps (many in one
 * insert, a send-back in the same insert as the submit it sends back) and steps taken through the
 * API (a send-back, a late approval, an archiving), document_step_count equals the same figures
 * recomputed here in TypeScript from audit_event and the documents, row for row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_STEPS } from '../../../src/server/db/migrations/0017-step-rollup.js';
import { ENGINES } from '../../helpers/server.js';
import { client } from '../../helpers/world.js';
import { addDocument, hoursFromNow } from '../documents/fixture.js';
import { startReportsWorld, type ReportsWorld } from './setup.js';

const QUARTER = 15 * 60_000;
const quarterOf = (at: string) => new Date(Math.floor(Date.parse(at) / QUARTER) * QUARTER).toISOString();
const hoursFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;
const TURNAROUND: [number, string][] = [
  [24, 'lt1d'],
  [48, 'd1to2'],
  [120, 'd2to5'],
  [240, 'd5to10'],
];

interface Step {
  id: string;
  at: string;
  actor_id: string | null;
  entity_id: string;
  action: string;
  to_state: string | null;
  tenant_id: string | null;
  reason_code: string | null;
}

/** What the rollup must hold, from the raw steps: key → [n, hours, timed]. */
function recount(
  steps: Step[],
  documents: Map<string, { location_id: string; created_at: string; due_at: string | null }>,
) {
  const byDocument = new Map<string, Step[]>();
  for (const step of steps) byDocument.set(step.entity_id, [...(byDocument.get(step.entity_id) ?? []), step]);
  const out = new Map<string, [number, number, number]>();
  for (const step of steps) {
    const document = documents.get(step.entity_id);
    if (!document || !step.tenant_id || !(COUNTED_STEPS as readonly string[]).includes(step.action)) continue;
    const earlier = (byDocument.get(step.entity_id) ?? []).filter((other) => other.at <= step.at);
    let detail = '';
    let person = '';
    let hours: number | null = null;
    if (step.action === 'accept') {
      const turnaround = hoursFrom(document.created_at, step.at);
      detail = TURNAROUND.find(([limit]) => turnaround < limit)?.[1] ?? 'gt10d';
    } else if (step.action === 'approve') {
      detail = document.due_at === null ? '' : step.at <= document.due_at ? 'on-time' : 'late';
    } else if (step.action === 'send-back' || step.action === 'dispute') {
      detail = step.reason_code ?? '';
    }
    if (step.action === 'submit') {
      person = step.actor_id ?? '';
      const taken = earlier
        .filter((other) => other.to_state === 'processing')
        .map((other) => other.at)
        .sort()
        .at(-1);
      hours = taken ? hoursFrom(taken, step.at) : null;
    } else if (step.action === 'send-back') {
      const submits = earlier.filter((other) => other.action === 'submit');
      submits.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
      person = submits.at(-1)?.actor_id ?? '';
    }
    const key = [step.tenant_id, document.location_id, quarterOf(step.at), step.action, detail, person].join('|');
    const row = out.get(key) ?? [0, 0, 0];
    out.set(key, [row[0] + 1, row[1] + (hours ?? 0), row[2] + (hours === null ? 0 : 1)]);
  }
  return out;
}

describe.each(ENGINES)('step rollup on %s', (engine) => {
  let w: ReportsWorld;
  beforeAll(async () => {
    w = await startReportsWorld(engine);
  });
  afterAll(async () => w?.server.close());

  async function expectExact() {
    const db = w.server.db;
    const steps = await db
      .selectFrom('audit_event')
      .select(['id', 'at', 'actor_id', 'entity_id', 'action', 'to_state', 'tenant_id', 'reason_code'])
      .where('entity', '=', 'document')
      .execute();
    const documents = await db.selectFrom('document').select(['id', 'location_id', 'created_at', 'due_at']).execute();
    const expected = recount(steps, new Map(documents.map((document) => [document.id, document])));
    const rows = await db.selectFrom('document_step_count').selectAll().execute();
    const held = new Map(
      rows.map((row) => [
        [row.tenant_id, row.location_id, row.at_qh, row.action, row.detail, row.person].join('|'),
        [Number(row.n), Number(row.hours), Number(row.timed)] as [number, number, number],
      ]),
    );
    expect([...held.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, [n, hours, timed]] of expected) {
      const [heldN, heldHours, heldTimed] = held.get(key)!;
      expect([key, heldN, heldTimed]).toEqual([key, n, timed]);
      expect(heldHours).toBeCloseTo(hours, 6);
    }
    return expected;
  }

  it('holds the seeded steps exactly: turnaround, on time or late, reason codes, people, handling hours', async () => {
    const expected = await expectExact();
    const actions = new Set([...expected.keys()].map((key) => key.split('|')[3]));
    expect([...actions].sort()).toEqual([...COUNTED_STEPS].sort());
    const details = new Set([...expected.keys()].map((key) => key.split('|')[4]));
    for (const detail of ['lt1d', 'gt10d', 'on-time', 'late', 'Total does not match', 'Amount is wrong'])
      expect(details).toContain(detail);
  });

  it('follows the steps taken through the API', async () => {
    const { world } = w;
    const as = (token: string) => client(w.server.url, token);
    const at = { tenantId: world.A.tenant, locationId: world.A.location };
    // Sent back: the DBO whose submit it was is the person, the reason code the detail.
    const returned = await addDocument(w.server.db, { ...at, status: 'processed', assigneeId: world.users.dbo.id });
    await w.server.db
      .insertInto('audit_event')
      .values({
        id: `submit-${returned}`,
        at: new Date(Date.now() - 60_000).toISOString(),
        actor_id: w.peer.id,
        actor_email: null,
        entity: 'document',
        entity_id: returned,
        action: 'submit',
        from_state: 'processing',
        to_state: 'processed',
        tenant_id: world.A.tenant,
        note: null,
      })
      .execute();
    const sentBack = await as(world.users.dbs.token)('POST', `/api/documents/${returned}/send-back`, {
      version: 1,
      reasonCode: 'Missing pages',
      comment: 'Page 2 is missing',
    });
    expect(sentBack.status).toBe(200);
    // Approved after its due time: late.
    const overdue = await addDocument(w.server.db, { ...at, status: 'processed', dueAt: hoursFromNow(-1) });
    const approved = await as(world.users.dbs.token)('POST', `/api/documents/${overdue}/approve`, { version: 1 });
    expect(approved.status).toBe(200);
    // Archived by the client supervisor two days after the upload.
    const old = await addDocument(w.server.db, { ...at, status: 'approved', createdAt: hoursFromNow(-50) });
    const accepted = await as(world.users.supA.token)('POST', `/api/documents/${old}/accept`, { version: 1 });
    expect(accepted.status).toBe(200);

    const expected = await expectExact();
    const keys = [...expected.keys()];
    const location = `${world.A.tenant}|${world.A.location}`;
    expect(keys.some((key) => key.startsWith(location) && key.endsWith(`|send-back|Missing pages|${w.peer.id}`))).toBe(
      true,
    );
    expect(keys.some((key) => key.startsWith(location) && key.endsWith('|approve|late|'))).toBe(true);
    expect(keys.some((key) => key.startsWith(location) && key.endsWith('|accept|d2to5|'))).toBe(true);
  });
});
