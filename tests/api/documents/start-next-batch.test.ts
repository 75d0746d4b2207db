/**
 * One batch of start next's claims (services/start-next-claims.ts) on both engines, written in
 * one transaction as the batcher writes it: each claim gets its own document, in arrival order,
 * from its own claimant's scope; the same DBO twice gets their assigned document and then the
 * oldest waiting one; a claim with nothing left gets nothing; each claimed document is assigned,
 * started, versioned and audited as a claim alone would be. A batch with a document that
 * changed since it was read is refused whole (409) and changes nothing. A warning the SLA check
 * records on the way is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../src/server/auth/authorize.js';
import type { DatabaseHandle } from '../../../src/server/db/database.js';
import { claimDocuments, type ClaimWrite } from '../../../src/server/services/claims/document-claim.js';
import { claimNextDocuments } from '../../../src/server/services/claims/start-next-claims.js';
import { openEngineDatabase } from '../../helpers/engine-database.js';
import { ENGINES } from '../../helpers/server.js';
import { addDocument, addMember, addTeam, addTenant, addUser, auditActions, hoursFromNow, stored } from './fixture.js';

/** A DBO as authorize makes them for start next: their teams are their scope. */
async function dboOf(database: DatabaseHandle, name: string, teamId: string): Promise<Principal> {
  const person = await addUser(database.db, name);
  await addMember(database.db, teamId, person.id);
  return {
    id: person.id,
    email: person.email,
    roles: ['isDbo'],
    tenantId: null,
    grants: [{ kind: 'team', userId: person.id }],
    may: () => true,
  };
}

describe.each(ENGINES)('a batch of start next claims on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openEngineDatabase(engine);
  });
  afterAll(async () => database?.close());

  it('gives each claim its own document from its own scope, in the order the claims came', async () => {
    const north = await addTenant(database.db, 'North');
    const south = await addTenant(database.db, 'South');
    const northTeam = await addTeam(database.db, null, north.tenant);
    const southTeam = await addTeam(database.db, null, south.tenant);
    const ann = await dboOf(database, 'Ann', northTeam);
    const ben = await dboOf(database, 'Ben', northTeam);
    const cat = await dboOf(database, 'Cat', southTeam);
    const north1 = { tenantId: north.tenant, locationId: north.location };
    const annsOwn = await addDocument(database.db, {
      ...north1,
      status: 'assigned',
      assigneeId: ann.id,
      dueAt: hoursFromNow(2),
      createdAt: hoursFromNow(-1),
    });
    const oldest = await addDocument(database.db, { ...north1, createdAt: hoursFromNow(-30) });
    const older = await addDocument(database.db, { ...north1, createdAt: hoursFromNow(-20) });
    const southern = await addDocument(database.db, {
      tenantId: south.tenant,
      locationId: south.location,
      createdAt: hoursFromNow(-40),
    });

    const claimed = await database.db
      .transaction()
      .execute((trx) => claimNextDocuments(trx, engine, [ann, ben, cat, ann, cat, ben]));

    // Ann's own first, then Ben the oldest waiting, Cat the southern one (older than both, but
    // not Ann's or Ben's to take); Ann's second claim the next oldest; nothing left for the rest.
    expect(claimed.map((row) => row?.id)).toEqual([annsOwn, oldest, southern, older, undefined, undefined]);
    const expected: [string, Principal, string[]][] = [
      [annsOwn, ann, ['start']],
      [oldest, ben, ['assign', 'start']],
      [southern, cat, ['assign', 'start']],
      [older, ann, ['assign', 'start']],
    ];
    for (const [id, dbo, actions] of expected) {
      const row = await stored(database.db, id);
      expect(row).toMatchObject({ status: 'processing', assignee_id: dbo.id, version: 1 + actions.length });
      expect(row.due_at).not.toBeNull();
      expect(claimed.find((answer) => answer?.id === id)).toEqual(row);
      expect(await auditActions(database.db, id)).toEqual(actions);
    }
  });

  it("keeps the warning the SLA check records while starting one's own document past its warning point", async () => {
    const place = await addTenant(database.db, 'Late');
    const team = await addTeam(database.db, null, place.tenant);
    const fay = await dboOf(database, 'Fay', team);
    const gus = await dboOf(database, 'Gus', team);
    const own = await addDocument(database.db, {
      tenantId: place.tenant,
      locationId: place.location,
      status: 'assigned',
      assigneeId: fay.id,
      dueAt: hoursFromNow(3),
    });
    const warnAt = hoursFromNow(-1);
    await database.db.updateTable('document').set({ sla_warn_at: warnAt }).where('id', '=', own).execute();
    const waiting = await addDocument(database.db, { tenantId: place.tenant, locationId: place.location });

    const claimed = await database.db.transaction().execute((trx) => claimNextDocuments(trx, engine, [fay, gus]));

    expect(claimed.map((row) => row?.id)).toEqual([own, waiting]);
    expect(await stored(database.db, own)).toMatchObject({ status: 'processing', sla_warned_at: warnAt });
    expect(claimed[0]?.sla_warned_at).toBe(warnAt);
    expect(await auditActions(database.db, own)).toEqual(['sla-warning', 'start']);
    expect((await stored(database.db, waiting)).sla_warned_at).toBeNull();
  });

  it('refuses the whole batch with 409 when a document changed since it was read, and writes nothing', async () => {
    const place = await addTenant(database.db, 'Raced');
    const team = await addTeam(database.db, null, place.tenant);
    const dan = await dboOf(database, 'Dan', team);
    const eve = await dboOf(database, 'Eve', team);
    const fresh = await addDocument(database.db, { tenantId: place.tenant, locationId: place.location });
    const changed = await addDocument(database.db, { tenantId: place.tenant, locationId: place.location });
    const now = new Date().toISOString();
    const write = async (principal: Principal, id: string): Promise<ClaimWrite> => {
      const document = await stored(database.db, id);
      return {
        principal,
        document,
        steps: ['assign', 'start'],
        version: document.version,
        extra: { assignee_id: principal.id },
        now,
      };
    };
    const writes = [await write(dan, fresh), await write(eve, changed)];
    // Someone else's write lands after the batch read the second document.
    await database.db.updateTable('document').set({ version: 7 }).where('id', '=', changed).execute();

    const outcome = database.db.transaction().execute((trx) => claimDocuments(trx, engine, writes));
    await expect(outcome).rejects.toMatchObject({ statusCode: 409 });
    for (const id of [fresh, changed]) {
      expect(await stored(database.db, id)).toMatchObject({ status: 'new', assignee_id: null });
      expect(await auditActions(database.db, id)).toEqual([]);
    }
  });
});
