/**
 * The audit log's exact total (x-total-count) is read from its count per tenant, kept by
 * triggers, and agrees with counting the events themselves whoever writes them: the API's
 * writes, a batched insert, a delete and a change of tenant in SQL. A tenant's events, the
 * events of no tenant and "any of" two tenants are summed; a filter on another field counts the
 * events. On both engines.
 */
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

describe.each(ENGINES)('the audit log’s total on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const admin = () => client(server.url, world.users.admin.token);

  /** The events matching a condition, counted one by one. */
  const counted = async (where: ReturnType<typeof sql<boolean>> = sql<boolean>`true`) =>
    Number(
      (await sql<{ n: number | string }>`select count(*) as n from audit_event where ${where}`.execute(server.db))
        .rows[0]!.n,
    );
  const total = async (query: string) => {
    const answer = await admin()('GET', `/api/audit-events?_start=0&_end=5${query}`);
    expect(answer.status).toBe(200);
    return Number(answer.headers.get('x-total-count'));
  };

  /** Every total the list gives, each beside the events counted. */
  async function expectTotalsAgree() {
    const { A, B } = world;
    expect(await total('')).toBe(await counted());
    expect(await total(`&tenantId=${A.tenant}`)).toBe(await counted(sql<boolean>`tenant_id = ${A.tenant}`));
    expect(await total('&tenantId=null')).toBe(await counted(sql<boolean>`tenant_id is null`));
    expect(await total(`&tenantId=${A.tenant}&tenantId=${B.tenant}`)).toBe(
      await counted(sql<boolean>`tenant_id in (${A.tenant}, ${B.tenant})`),
    );
    expect(await total('&entity=location')).toBe(await counted(sql<boolean>`entity = 'location'`));
    // The counts kept add up to the events, so the sums above are theirs.
    const kept = await sql<{ n: number | string }>`select coalesce(sum(n), 0) as n from audit_event_count`.execute(
      server.db,
    );
    expect(Number(kept.rows[0]!.n)).toBe(await counted());
  }

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('agrees with the events after the API’s writes, in a tenant and of none', async () => {
    const created = await admin()('POST', '/api/locations', { name: 'Dock 9', tenantId: world.A.tenant });
    expect(created.status).toBe(201);
    expect((await admin()('PATCH', `/api/locations/${created.body.id as string}`, { name: 'Dock 10' })).status).toBe(
      200,
    );
    // A setting belongs to no tenant: so does its event.
    expect((await admin()('PATCH', '/api/settings/slaHours', { value: 47 })).status).toBe(200);
    expect(await counted(sql<boolean>`tenant_id = ${world.A.tenant}`)).toBeGreaterThan(0);
    expect(await counted(sql<boolean>`tenant_id is null`)).toBeGreaterThan(0);
    await expectTotalsAgree();
  });

  it('agrees after a batched insert, a change of tenant and a delete made in SQL', async () => {
    const at = new Date().toISOString();
    const ids = Array.from({ length: 30 }, () => randomUUID());
    await server.db
      .insertInto('audit_event')
      .values(
        ids.map((id, index) => ({
          id,
          at,
          entity: 'document',
          entity_id: randomUUID(),
          action: 'import',
          tenant_id: index % 3 === 0 ? null : index % 3 === 1 ? world.A.tenant : world.B.tenant,
        })),
      )
      .execute();
    await expectTotalsAgree();
    await server.db
      .updateTable('audit_event')
      .set({ tenant_id: world.B.tenant })
      .where('id', 'in', ids.slice(0, 6))
      .execute();
    await expectTotalsAgree();
    await server.db.deleteFrom('audit_event').where('id', 'in', ids.slice(3, 20)).execute();
    await expectTotalsAgree();
  });
  it('is read from the count kept, not by counting the events', async () => {
    const { A } = world;
    const inA = sql<boolean>`tenant_id = ${A.tenant}`;
    const events = await counted(inA);
    await sql`update audit_event_count set n = n + 1000 where tenant_key = ${A.tenant}`.execute(server.db);
    try {
      expect(await total(`&tenantId=${A.tenant}`)).toBe(events + 1000);
      // A filter on a field the count does not keep counts the events themselves.
      expect(await total(`&tenantId=${A.tenant}&entity=location`)).toBe(
        await counted(sql<boolean>`tenant_id = ${A.tenant} and entity = 'location'`),
      );
    } finally {
      await sql`update audit_event_count set n = n - 1000 where tenant_key = ${A.tenant}`.execute(server.db);
    }
    expect(await total(`&tenantId=${A.tenant}`)).toBe(events);
  });
});
