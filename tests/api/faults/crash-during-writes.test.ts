/**
 * `kill -9` of a real server process (a child on its own port, on PostgreSQL and on SQLite) while draft saves,
 * claims (start next) and bulk approvals are in flight, then a restart on the same database:
 * every write is whole or absent, never half, and every write the server acknowledged is there.
 *
 * - a draft save: the document's header fields, its items, its version and its audit event
 *   all changed, or none did;
 * - a claim: the assignment (status and assignee) and its audit events, or neither;
 * - a bulk approve: all of its documents approved (each audited), or none.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.js';
import { freePort, killServer, startServer, type ServerProcess } from '../../helpers/child-server.js';
import { DATABASE_URL } from '../../helpers/env.js';
import { assertPostgresReachable, ENGINES } from '../../helpers/server.js';
import { buildWorld, type World } from '../../helpers/world.js';
import {
  addDocument,
  addMember,
  addTeam,
  addTenant,
  addUser,
  auditActions,
  type Person,
} from '../documents/fixture.js';

const DRAFTS = 24;
const ITEMS = 40;
const CLAIMS = 10;
const BATCHES = 8;
const BATCH_SIZE = 5;

const HEADER = {
  vendor: 'Crash Supplies',
  docNumber: 'INV-9',
  docDate: '2024-05-01',
  totalCents: ITEMS * 100,
  currency: 'USD',
};
const item = (n: number) => ({
  itemDate: '2024-05-01',
  description: `Line ${n}`,
  category: 'office',
  amountCents: 100,
  currency: 'USD',
  taxCents: 0,
});

interface Sent {
  kind: 'draft' | 'claim' | 'approve';
  /** The document (draft), the claimant's id (claim) or the batch's first document (approve). */
  key: string;
  status?: number;
  body?: { id?: string };
}

describe.each(ENGINES)('kill -9 during writes (%s, a server process)', (engine) => {
  let database: DatabaseHandle;
  let world: World;
  let schema = '';
  let dataDir = '';
  let port = 0;
  let server: ServerProcess | undefined;
  let env: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-crash-'));
    if (engine === 'postgres') {
      await assertPostgresReachable();
      schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      database = await openDatabase({ url: DATABASE_URL, schema });
      env = { DATABASE_URL, DATABASE_SCHEMA: schema, LOG_LEVEL: 'warn' };
    } else {
      // The server's own file (DATA_DIR/dbbs.sqlite), read here beside it (WAL).
      database = await openDatabase({ sqliteFile: path.join(dataDir, 'dbbs.sqlite') });
      env = { DATABASE_URL: '', LOG_LEVEL: 'warn' };
    }
    world = await buildWorld(database.db);
    port = await freePort();
    server = await startServer(port, dataDir, env);
  }, 150_000);
  afterAll(async () => {
    if (server) await killServer(server.child);
    if (schema) await database?.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('leaves every draft save, claim and bulk approve whole or absent, and keeps what it acknowledged', async () => {
    const db = database.db;
    const drafts: string[] = [];
    for (let n = 0; n < DRAFTS; n += 1) {
      drafts.push(
        await addDocument(db, {
          tenantId: world.A.tenant,
          locationId: world.A.location,
          status: 'processing',
          assigneeId: world.users.dbo.id,
        }),
      );
    }
    const place = await addTenant(db, `Crash ${randomUUID().slice(0, 6)}`);
    const team = await addTeam(db, world.users.dbs.id, place.tenant);
    const claimants: Person[] = [];
    const pool: string[] = [];
    for (let n = 0; n < CLAIMS; n += 1) {
      const dbo = await addUser(db, `Crash DBO ${n}`);
      await addMember(db, team, dbo.id);
      claimants.push(dbo);
      pool.push(await addDocument(db, { tenantId: place.tenant, locationId: place.location }));
    }
    const batches: string[][] = [];
    for (let b = 0; b < BATCHES; b += 1) {
      const batch: string[] = [];
      for (let n = 0; n < BATCH_SIZE; n += 1) {
        batch.push(
          await addDocument(db, {
            tenantId: world.A.tenant,
            locationId: world.A.location,
            status: 'processed',
            assigneeId: world.users.dbo.id,
          }),
        );
      }
      batches.push(batch);
    }

    const live = server!;
    const post = (token: string, method: string, url: string, body?: unknown) =>
      fetch(`${live.url}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const sent: Sent[] = [];
    // The process is killed once a third of the writes are answered: some acknowledged, the rest in flight.
    let answers = 0;
    let enoughAnswered: () => void = () => {};
    const answered = new Promise<void>((resolve) => (enoughAnswered = resolve));
    const send = (entry: Sent, request: () => Promise<Response>) => {
      sent.push(entry);
      return request()
        .then(async (response) => {
          entry.body = (await response.json()) as Sent['body'];
          entry.status = response.status;
          answers += 1;
          if (answers >= sent.length / 3) enoughAnswered();
        })
        .catch(() => undefined); // cut by the kill: not acknowledged
    };
    const items = Array.from({ length: ITEMS }, (_, n) => item(n));
    const requests: Promise<void>[] = [];
    // Interleaved, so each kind has requests on both sides of the kill.
    for (let n = 0; n < DRAFTS; n += 1) {
      const id = drafts[n]!;
      requests.push(
        send({ kind: 'draft', key: id }, () =>
          post(world.users.dbo.token, 'PUT', `/api/documents/${id}/draft`, { version: 1, header: HEADER, items }),
        ),
      );
      const claimant = claimants[n];
      if (claimant) {
        requests.push(
          send({ kind: 'claim', key: claimant.id }, () => post(claimant.token, 'POST', '/api/documents/start-next')),
        );
      }
      const batch = batches[n];
      if (batch) {
        requests.push(
          send({ kind: 'approve', key: batch[0]! }, () =>
            post(world.users.dbs.token, 'POST', '/api/documents/approve-many', {
              documents: batch.map((id) => ({ id, version: 1 })),
            }),
          ),
        );
      }
    }
    await answered;
    await killServer(live.child);
    await Promise.all(requests);
    const acknowledged = sent.filter((entry) => entry.status === 200);
    const cut = sent.filter((entry) => entry.status === undefined);
    console.log(
      `kill -9 after a third of the answers: ${sent.length} writes sent, ${acknowledged.length} acknowledged, ` +
        `${cut.length} cut (${['draft', 'claim', 'approve']
          .map(
            (kind) =>
              `${kind} ${acknowledged.filter((entry) => entry.kind === kind).length}/${sent.filter((entry) => entry.kind === kind).length}`,
          )
          .join(', ')} acknowledged)`,
    );
    // Writes were acknowledged, and others in flight, when the process died.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(cut.length).toBeGreaterThan(0);
    expect(sent.filter((entry) => entry.status !== undefined && entry.status !== 200)).toEqual([]);

    server = await startServer(port, dataDir, env);

    const found = {
      draft: { whole: 0, absent: 0 },
      claim: { whole: 0, absent: 0 },
      approve: { whole: 0, absent: 0 },
    };
    const ackedDraft = new Set(acknowledged.filter((entry) => entry.kind === 'draft').map((entry) => entry.key));
    for (const id of drafts) {
      const row = await db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const lines = await db.selectFrom('doc_item').select('id').where('document_id', '=', id).execute();
      const state = {
        version: row.version,
        vendor: row.vendor,
        totalCents: row.total_cents === null ? null : Number(row.total_cents),
        items: lines.length,
        audit: await auditActions(db, id),
      };
      const whole = {
        version: 2,
        vendor: HEADER.vendor,
        totalCents: HEADER.totalCents,
        items: ITEMS,
        audit: ['save-draft'],
      };
      const absent = { version: 1, vendor: null, totalCents: null, items: 0, audit: [] };
      expect([whole, absent], `draft of ${id}`).toContainEqual(state);
      found.draft[state.version === 2 ? 'whole' : 'absent'] += 1;
      if (ackedDraft.has(id)) expect(state, `acknowledged draft of ${id}`).toEqual(whole);
    }

    const claimedBy = new Map(
      acknowledged.filter((entry) => entry.kind === 'claim').map((entry) => [entry.body?.id ?? '', entry.key]),
    );
    for (const id of pool) {
      const row = await db.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const state = {
        status: row.status,
        assigned: row.assignee_id !== null,
        audit: await auditActions(db, id),
      };
      expect(
        [
          { status: 'processing', assigned: true, audit: ['assign', 'start'] },
          { status: 'new', assigned: false, audit: [] },
        ],
        `claim of ${id}`,
      ).toContainEqual(state);
      found.claim[row.status === 'processing' ? 'whole' : 'absent'] += 1;
      const claimant = claimedBy.get(id);
      if (claimant) expect(row.assignee_id, `acknowledged claim of ${id}`).toBe(claimant);
    }
    expect(new Set(claimedBy.values()).size).toBe(claimedBy.size);

    const ackedBatch = new Set(acknowledged.filter((entry) => entry.kind === 'approve').map((entry) => entry.key));
    for (const batch of batches) {
      const states = [];
      for (const id of batch) {
        const row = await db
          .selectFrom('document')
          .select(['status', 'version'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        states.push({ status: row.status, version: row.version, audit: await auditActions(db, id) });
      }
      const all = Array(BATCH_SIZE).fill({ status: 'approved', version: 2, audit: ['approve'] });
      const none = Array(BATCH_SIZE).fill({ status: 'processed', version: 1, audit: [] });
      expect([all, none], `bulk approve of ${batch.join(', ')}`).toContainEqual(states);
      if (ackedBatch.has(batch[0]!)) expect(states).toEqual(all);
      found.approve[states[0]?.status === 'approved' ? 'whole' : 'absent'] += 1;
    }
    console.log(`after the restart, whole / absent: ${JSON.stringify(found)}`);

    // The restarted server works on the same data: a draft the crash cut off saves now.
    const untouched = drafts.find((id) => !ackedDraft.has(id))!;
    const { version } = await db
      .selectFrom('document')
      .select('version')
      .where('id', '=', untouched)
      .executeTakeFirstOrThrow();
    const again = await fetch(`${server.url}/api/documents/${untouched}/draft`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${world.users.dbo.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version, header: HEADER, items }),
    });
    expect(again.status).toBe(200);
  }, 240_000);
});
