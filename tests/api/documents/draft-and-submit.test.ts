/**
 * The processing screen's server side on both engines: the work view with its file and the
 * duplicate warning, the batch draft save (one transaction at the version read: stale is 409
 * and nothing changes), submit's totals check naming both figures, the send-back reason, the
 * typed issue, the scope (another tenant's document is 404 everywhere) and bad input (400).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/common/document-totals.js';
import { checkDraft } from '../../../src/web/features/documents/processing/draft.js';
import { totalsCheck } from '../../../src/web/features/documents/processing/totals-check.js';
import { ENGINES } from '../../helpers/server.js';
import { TOTALS_CASES } from '../../helpers/totals-cases.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, addMember, addTeam, addUser, auditActions, stored } from './fixture.js';

const HEADER = {
  vendor: 'Acme Supplies',
  docNumber: 'INV-42',
  docDate: '2024-05-01',
  totalCents: 12000,
  currency: 'USD',
};
const item = (amountCents: number, extra: object = {}) => ({
  itemDate: '2024-05-01',
  description: `Line ${amountCents}`,
  category: 'office',
  amountCents,
  currency: 'USD',
  taxCents: 0,
  ...extra,
});

describe.each(ENGINES)('draft save and submit on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const dbo = () => client(server.url, world.users.dbo.token);
  const mine = (extra: object = {}) =>
    addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      status: 'processing',
      assigneeId: world.users.dbo.id,
      ...extra,
    });
  const save = (id: string, body: object) => dbo()('PUT', `/api/documents/${id}/draft`, body);

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('saves the header and the whole item list in one go, keeping the order, and answers the work view', async () => {
    const id = await mine({ uploadId: world.A.upload });
    const first = await save(id, { version: 1, header: HEADER, items: [item(5000), item(4000), item(3000)] });
    expect(first.status).toBe(200);
    expect(first.body.document).toMatchObject({ ...HEADER, version: 2, status: 'processing' });
    expect(first.body.items.map((i: { amountCents: number }) => i.amountCents)).toEqual([5000, 4000, 3000]);
    expect(first.body.upload).toEqual({ id: world.A.upload, fileName: 'A.pdf', mimeType: 'application/pdf', size: 10 });
    const [a, b, c] = first.body.items as { id: string }[];
    // Update the first, delete the second, keep the third, add one, reorder.
    const second = await save(id, {
      version: 2,
      header: { ...HEADER, vendor: 'Acme Supplies Ltd' },
      items: [{ ...item(3000), id: c?.id }, item(1000), { ...item(5500), id: a?.id }],
    });
    expect(second.status).toBe(200);
    expect(second.body.document).toMatchObject({ vendor: 'Acme Supplies Ltd', version: 3 });
    expect(second.body.items.map((i: { id: string; amountCents: number }) => [i.id === a?.id, i.amountCents])).toEqual([
      [false, 3000],
      [false, 1000],
      [true, 5500],
    ]);
    expect(second.body.items.some((i: { id: string }) => i.id === b?.id)).toBe(false);
    const shown = await dbo()('GET', `/api/documents/${id}/work`);
    expect(shown.body).toEqual(second.body);
    expect(await auditActions(server.db, id)).toEqual(['save-draft', 'save-draft']);
  });

  it('refuses a save at a stale version with 409 and the current version, changing nothing', async () => {
    const id = await mine();
    expect((await save(id, { version: 1, header: HEADER, items: [item(100)] })).status).toBe(200);
    const before = await dbo()('GET', `/api/documents/${id}/work`);
    const stale = await save(id, { version: 1, header: { ...HEADER, totalCents: 1 }, items: [] });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'documentStale', current: [{ id, version: 2 }] });
    expect(stale.body.message).toMatch(/version 2/);
    expect((await dbo()('GET', `/api/documents/${id}/work`)).body).toEqual(before.body);
  });

  it('names the row and field of a bad item, refuses foreign item ids and too many items (400)', async () => {
    const id = await mine();
    const bad = await save(id, {
      version: 1,
      header: HEADER,
      items: [item(100), item(1.5), item(100, { currency: 'usd' })],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['items.1.amountCents', 'items.2.currency']);
    const foreign = await save(id, { version: 1, header: HEADER, items: [{ ...item(1), id: world.A.docItem }] });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.fields)).toEqual(['items.0.id']);
    const many = await save(id, { version: 1, header: HEADER, items: Array.from({ length: 501 }, () => item(1)) });
    expect(many.status).toBe(400);
    expect((await save(id, { version: 1, header: { ...HEADER, docDate: '01/05/2024' }, items: [] })).status).toBe(400);
    expect((await save(id, { header: HEADER, items: [] })).status).toBe(400);
    expect((await dbo()('PUT', `/api/documents/${id}/draft`, undefined, '{"version":')).status).toBe(400);
    expect((await stored(server.db, id)).version).toBe(1);
  });

  it('lets only the assignee save, only while processing', async () => {
    const other = await mine({ assigneeId: world.users.dbs.id });
    expect((await save(other, { version: 1, header: HEADER, items: [] })).status).toBe(403);
    const done = await mine({ status: 'processed' });
    expect((await save(done, { version: 1, header: HEADER, items: [] })).status).toBe(409);
  });

  it('refuses submit while the items do not add up, naming both figures, and accepts it when they do', async () => {
    const id = await mine({ sentBackReason: 'Missing tax' });
    const saved = await save(id, {
      version: 1,
      header: HEADER,
      items: [item(5000), item(4000, { taxCents: 1000 }), item(1000)],
    });
    expect(saved.status).toBe(200);
    const refused = await dbo()('POST', `/api/documents/${id}/submit`, { version: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The document total is USD 120.00 but the items add up to USD 110.00');
    const spanish = await fetch(`${server.url}/api/documents/${id}/submit`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${world.users.dbo.token}`,
        'content-type': 'application/json',
        'accept-language': 'es',
      },
      body: JSON.stringify({ version: 2 }),
    });
    expect(((await spanish.json()) as { message: string }).message).toMatch(/USD 120\.00.*USD 110\.00/);
    const otherCurrency = await save(id, {
      version: 2,
      header: HEADER,
      items: [item(5000), item(4000, { taxCents: 1000 }), item(2000, { currency: 'EUR' })],
    });
    const mixed = await dbo()('POST', `/api/documents/${id}/submit`, { version: otherCurrency.body.document.version });
    expect(mixed.status).toBe(409);
    expect(mixed.body.fields).toHaveProperty(['items.2.currency']);
    const fixed = await save(id, {
      version: 3,
      header: HEADER,
      items: [item(5000), item(4000, { taxCents: 1000 }), item(2000)],
    });
    expect(fixed.body.document.version).toBe(4);
    expect((await dbo()('POST', `/api/documents/${id}/submit`, { version: 3 })).status).toBe(409);
    const submitted = await dbo()('POST', `/api/documents/${id}/submit`, { version: 4 });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'processed', version: 5, sentBackReason: null, sentBackAt: null });
    const back = await client(server.url, world.users.dbs.token)('POST', `/api/documents/${id}/send-back`, {
      version: 5,
      reasonCode: 'Wrong document',
      comment: 'Wrong date',
    });
    expect(back.body).toMatchObject({
      status: 'processing',
      sentBackReason: 'Wrong date',
      sentBackCode: 'Wrong document',
      version: 6,
    });
    expect(back.body.sentBackAt).not.toBeNull();
  });

  // The rule is written once; this holds the server to the verdict the screen showed the DBO.
  it.each(TOTALS_CASES)("gives on submit the processing screen's verdict: $name", async ({ header, rows }) => {
    const shown = totalsCheck(header, rows);
    const draft = checkDraft({ header, items: rows });
    if (!draft.ok) throw new Error('the case does not save');
    const id = await mine();
    const items = draft.items.map(({ key: _key, ...values }) => values);
    expect((await save(id, { version: 1, header: draft.header, items })).status).toBe(200);
    const submitted = await dbo()('POST', `/api/documents/${id}/submit`, { version: 2 });
    switch (shown.kind) {
      case 'equal':
        expect(submitted.status).toBe(200);
        expect(submitted.body.status).toBe('processed');
        break;
      case 'differ':
        expect(submitted.status).toBe(409);
        expect(submitted.body.message).toBe(
          `The document total is ${formatMoney(shown.headerCents, shown.currency)} but the items add up to ${formatMoney(shown.itemsCents, shown.currency)}`,
        );
        break;
      case 'otherCurrency':
        expect(submitted.status).toBe(409);
        expect(Object.keys(submitted.body.fields)).toEqual([`items.${shown.row}.currency`]);
        break;
      case 'noItems':
        expect(submitted.status).toBe(409);
        expect(submitted.body.message).toBe('The document has no items');
        break;
      default:
        throw new Error(`the screen could not judge the case: ${shown.kind}`);
    }
  });

  it('refuses submit with an incomplete header, no items, or an open issue', async () => {
    const empty = await mine();
    const incomplete = await dbo()('POST', `/api/documents/${empty}/submit`, { version: 1 });
    expect(incomplete.status).toBe(409);
    expect(Object.keys(incomplete.body.fields).sort()).toEqual([
      'header.currency',
      'header.docDate',
      'header.docNumber',
      'header.totalCents',
      'header.vendor',
    ]);
    const noItems = await mine(HEADER_COLUMNS);
    expect((await dbo()('POST', `/api/documents/${noItems}/submit`, { version: 1 })).body.message).toBe(
      'The document has no items',
    );
    const withIssue = await mine(HEADER_COLUMNS);
    await save(withIssue, { version: 1, header: HEADER, items: [item(12000)] });
    await server.db
      .insertInto('issue')
      .values({
        id: `issue-${engine}`,
        document_id: withIssue,
        tenant_id: world.A.tenant,
        location_id: world.A.location,
        subject: 'Open',
        status: 'open',
        raised_by: world.users.dbo.id,
        created_at: new Date().toISOString(),
        resolved_at: null,
      })
      .execute();
    const open = await dbo()('POST', `/api/documents/${withIssue}/submit`, { version: 2 });
    expect(open.status).toBe(409);
    expect(open.body.message).toMatch(/open issue/);
  });

  it('raises a typed issue: a question for the client waits on the client, the subject defaults to the type', async () => {
    const id = await mine();
    const raised = await dbo()('POST', `/api/documents/${id}/raise-issue`, {
      version: 1,
      type: 'client_question',
      message: 'Is this the 2023 or 2024 invoice?',
    });
    expect(raised.body).toMatchObject({ status: 'on_hold', version: 2 });
    const issue = await server.db
      .selectFrom('issue')
      .selectAll()
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(issue).toMatchObject({ type: 'client_question', waiting_on: 'client', subject: 'Question for the client' });
    const second = await mine();
    await dbo()('POST', `/api/documents/${second}/raise-issue`, {
      version: 1,
      type: 'unreadable',
      subject: 'Blurry',
      message: 'Page 2',
    });
    const other = await server.db
      .selectFrom('issue')
      .selectAll()
      .where('document_id', '=', second)
      .executeTakeFirstOrThrow();
    expect(other).toMatchObject({ type: 'unreadable', waiting_on: 'back_office', subject: 'Blurry' });
    expect(
      (await dbo()('POST', `/api/documents/${second}/raise-issue`, { version: 2, type: 'lost', message: 'x' })).status,
    ).toBe(400);
  });

  it('warns of the same vendor, number and total in any location of the tenant, never in another tenant', async () => {
    const header = { ...HEADER_COLUMNS, docNumber: `DUP-${engine}` };
    const id = await mine(header);
    const twin = await addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.otherLocation,
      status: 'archived',
      title: 'Twin',
      ...header,
      vendor: '  acme   SUPPLIES ',
    });
    const at = { tenantId: world.A.tenant, locationId: world.A.location };
    await addDocument(server.db, { ...at, ...header, totalCents: 12001 });
    await addDocument(server.db, { ...at, ...header, docNumber: `DUP-${engine}-2` });
    await addDocument(server.db, { ...at, ...header, vendor: 'Acme Supply' });
    await addDocument(server.db, { tenantId: world.B.tenant, locationId: world.B.location, ...header });
    const work = await dbo()('GET', `/api/documents/${id}/work`);
    expect(work.status).toBe(200);
    expect(work.body.duplicates).toEqual([{ id: twin, title: 'Twin', locationName: 'A second', status: 'archived' }]);
  });

  it("names only the duplicates within the caller's scope, so every link opens", async () => {
    const header = { ...HEADER_COLUMNS, docNumber: `SCOPED-${engine}` };
    // A DBO whose team works only tenant A's main location.
    const local = await addUser(server.db, `Local ${engine}`);
    await addMember(server.db, await addTeam(server.db, null, world.A.tenant, world.A.location), local.id);
    const id = await addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      status: 'processing',
      assigneeId: local.id,
      ...header,
    });
    const here = await addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      title: 'Here',
      ...header,
    });
    const there = await addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.otherLocation,
      title: 'There',
      ...header,
    });
    const ids = (body: { duplicates: { id: string }[] }) => body.duplicates.map((d) => d.id).sort();
    const localView = await client(server.url, local.token)('GET', `/api/documents/${id}/work`);
    expect(localView.status).toBe(200);
    expect(ids(localView.body)).toEqual([here]);
    expect((await client(server.url, local.token)('GET', `/api/documents/${there}/work`)).status).toBe(404);
    // The tenant-wide team and the administrator see both.
    expect(ids((await dbo()('GET', `/api/documents/${id}/work`)).body)).toEqual([here, there].sort());
    const admin = client(server.url, world.users.admin.token);
    expect(ids((await admin('GET', `/api/documents/${id}/work`)).body)).toEqual([here, there].sort());
  });

  it("answers 404 for another tenant's document on every route", async () => {
    const b = world.B.document;
    const body = { version: 1, header: HEADER, items: [] };
    expect((await dbo()('GET', `/api/documents/${b}/work`)).status).toBe(404);
    expect((await save(b, body)).status).toBe(404);
    expect((await dbo()('POST', `/api/documents/${b}/submit`, { version: 1 })).status).toBe(404);
    const dbs = client(server.url, world.users.dbs.token);
    expect((await dbs('PATCH', `/api/documents/${b}`, { version: 1, title: 'x' })).status).toBe(404);
    expect((await stored(server.db, b)).version).toBe(1);
  });

  it('checks the version of a PATCH and increments it', async () => {
    const id = await mine();
    const dbs = client(server.url, world.users.dbs.token);
    const ok = await dbs('PATCH', `/api/documents/${id}`, { version: 1, title: 'Renamed' });
    expect(ok.body).toMatchObject({ title: 'Renamed', version: 2 });
    const stale = await dbs('PATCH', `/api/documents/${id}`, { version: 1, title: 'Again' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'documentStale', current: [{ id, version: 2 }] });
    expect((await dbs('PATCH', `/api/documents/${id}`, { title: 'No version' })).status).toBe(400);
  });
});

const HEADER_COLUMNS = {
  vendor: HEADER.vendor,
  docNumber: HEADER.docNumber,
  docDate: HEADER.docDate,
  totalCents: HEADER.totalCents,
  currency: HEADER.currency,
};
