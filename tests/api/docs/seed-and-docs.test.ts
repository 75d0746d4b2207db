/**
 * The demo seed on both engines (every workflow state, idempotent, and every upload row's file
 * really stored with its recorded size and SHA-256) and the OpenAPI document and docs page at
 * /api/docs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/common/demo-accounts.js';
import { DOCUMENT_STATUSES } from '../../../src/common/workflow.js';
import { ensureIdentity, seedDemo } from '../../../src/server/db/seed.js';
import { readIntakeConfig } from '../../../src/server/storage/intake-config.js';
import { localDiskStorage } from '../../../src/server/storage/local-disk-storage.js';
import { sniffType } from '../../../src/server/storage/sniff-type.js';
import { seedDemoWorld } from '../../helpers/demo-seed.js';
import { identity, idTokenFor } from '../../helpers/identity.js';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';

// The seed stores the demo files where the server serves them from: DATA_DIR, this file's own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-seed-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(ENGINES)('demo seed and API docs on %s', (engine) => {
  let server: ApiServer;
  const counts = async () => {
    const tables = [
      'tenant',
      'location',
      'team',
      'team_member',
      'assignment',
      'user_location',
      'upload',
      'document',
      'doc_item',
      'issue',
      'issue_message',
    ] as const;
    return Object.fromEntries(
      await Promise.all(
        tables.map(async (t) => [
          t,
          Number(
            (
              await server.db
                .selectFrom(t)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ]),
      ),
    );
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    await seedDemoWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('seeds documents in every workflow state, with items, issues and uploads', async () => {
    const rows = await server.db.selectFrom('document').select('status').execute();
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(DOCUMENT_STATUSES));
    const c = await counts();
    expect(c).toMatchObject({ tenant: 2, location: 5, team: 1, team_member: 2, assignment: 1, upload: 300 });
    expect(c.doc_item).toBeGreaterThan(0);
    expect(c.issue).toBeGreaterThan(0);
  });

  it('gives the demo client every review screen with content: processed, approved, and a question on hold', async () => {
    const acme = await server.db
      .selectFrom('tenant')
      .select('id')
      .where('name', '=', 'Acme Retail')
      .executeTakeFirstOrThrow();
    const supervisor = await server.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'supervisor@demo.dbbs.test')
      .executeTakeFirstOrThrow();
    for (const status of ['processed', 'approved']) {
      const documents = await server.db
        .selectFrom('document')
        .selectAll()
        .where('tenant_id', '=', acme.id)
        .where('status', '=', status)
        .execute();
      expect(documents.length, status).toBeGreaterThan(0);
      for (const document of documents) {
        const items = await server.db
          .selectFrom('doc_item')
          .selectAll()
          .where('document_id', '=', document.id)
          .execute();
        expect(items.length).toBeGreaterThan(0);
        const sum = items.reduce((total, item) => total + Number(item.amount_cents) + Number(item.tax_cents), 0);
        expect(Number(document.total_cents)).toBe(sum);
        expect(document).toMatchObject({ currency: 'EUR', vendor: expect.any(String), doc_number: expect.any(String) });
      }
    }
    const questions = await server.db
      .selectFrom('issue')
      .innerJoin('document', 'document.id', 'issue.document_id')
      .select(['issue.id', 'document.status'])
      .where('issue.tenant_id', '=', acme.id)
      .where('issue.type', '=', 'client_question')
      .where('issue.status', '=', 'open')
      .where('issue.waiting_on', '=', 'client')
      .execute();
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      expect(question.status).toBe('on_hold');
      const messages = await server.db
        .selectFrom('issue_message')
        .select(['author_id', 'created_at'])
        .where('issue_id', '=', question.id)
        .orderBy('created_at')
        .execute();
      expect(messages.length).toBeGreaterThanOrEqual(2);
      expect(messages.map((m) => m.author_id)).toContain(supervisor.id);
    }
    const sentBack = await server.db
      .selectFrom('document')
      .select(['status', 'sent_back_code'])
      .where('sent_back_code', 'is not', null)
      .execute();
    expect(sentBack.length).toBeGreaterThan(0);
    for (const document of sentBack)
      expect(document).toEqual({ status: 'processing', sent_back_code: 'Amount does not match' });
  });

  it('changes nothing on a second start', async () => {
    const before = await counts();
    const files = fs.readdirSync(path.join(readIntakeConfig().filesDir, 'uploads')).sort();
    await seedDemo(server.db, identity);
    expect(await counts()).toEqual(before);
    expect(fs.readdirSync(path.join(readIntakeConfig().filesDir, 'uploads')).sort()).toEqual(files);
  });

  it('stores a real file for every seeded upload row, with the recorded size, SHA-256 and type', async () => {
    const storage = localDiskStorage(readIntakeConfig().filesDir);
    const uploads = await server.db
      .selectFrom('upload')
      .select(['id', 'tenant_id', 'storage_key', 'size', 'sha256', 'mime_type'])
      .execute();
    expect(uploads).toHaveLength(300);
    for (const upload of uploads) {
      const file = await storage.open(upload.storage_key);
      expect(file, `file of upload ${upload.id}`).toBeDefined();
      const chunks: Buffer[] = [];
      for await (const chunk of file?.stream ?? []) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(file?.size).toBe(Number(upload.size));
      expect(bytes.length).toBe(Number(upload.size));
      expect(sha256(bytes)).toBe(upload.sha256);
      expect(upload.mime_type).toBe('application/pdf');
      expect(await sniffType(path.join(readIntakeConfig().filesDir, upload.storage_key))).toBe('application/pdf');
    }
    // The tenant's duplicate rule holds for the seeded files too: no content twice in a tenant.
    expect(new Set(uploads.map((u) => `${u.tenant_id}:${u.sha256}`)).size).toBe(uploads.length);
    // Every document with an upload points at one of these rows.
    const linked = await server.db
      .selectFrom('document')
      .select('upload_id')
      .where('upload_id', 'is not', null)
      .execute();
    const ids = new Set(uploads.map((u) => u.id));
    expect(linked.every((d) => ids.has(d.upload_id as string))).toBe(true);
  });

  it("serves a seeded upload's file through the authenticated content route", async () => {
    const upload = await server.db
      .selectFrom('upload')
      .select(['id', 'sha256', 'file_name'])
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const token = await idTokenFor('admin@demo.dbbs.test', DEMO_PASSWORD);
    const response = await fetch(`${server.url}/api/uploads/${upload.id}/content`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(upload.sha256);
  });

  it('serves the OpenAPI document built from the schemas, and the docs page', async () => {
    const spec = await fetch(`${server.url}/api/docs/json`);
    expect(spec.status).toBe(200);
    const doc = await spec.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/documents',
        '/api/documents/{id}/assign',
        '/api/tenants/{id}',
        '/api/documents/start-next',
        '/api/documents/{id}/draft',
      ]),
    );
    expect(doc.components.schemas.Documents.properties.status.enum).toContain('on_hold');
    expect(doc.paths['/api/documents/{id}'].patch.requestBody.content['application/json'].schema.required).toContain(
      'version',
    );
    const page = await fetch(`${server.url}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/swagger/i);
  });
});

describe('a demo account made by seeds side by side', () => {
  it('is made once, and no seed fails when another made it first', async () => {
    const email = `race-${Date.now()}@demo.dbbs.test`;
    const seeds = Array.from({ length: 6 }, () => ensureIdentity(identity, email, 'Race'));
    await expect(Promise.all(seeds)).resolves.toHaveLength(6);
    const account = await identity.auth.getUserByEmail(email);
    expect(account.displayName).toBe('Race');
    await identity.auth.deleteUser(account.uid);
  });
});
