/**
 * Demo and benchmark data beyond the accounts: locations, a team assigned to the first
 * tenant, and documents spread over every workflow state with items and issues. Everything
 * is inserted "if absent", so a second start changes nothing.
 *
 * A document with an upload gets a real file, as the intake would have stored it: a small PDF
 * naming the document, stored through the file storage FIRST, then its rows, with the file's
 * real size and SHA-256. No upload row may point to a missing file.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { DOCUMENT_STATUSES } from '../../common/workflow.js';
import { DEFAULT_CALENDAR } from '../../common/schemas/sla.js';
import type { FileStorage } from '../storage/file-storage.js';
import { storeBytes } from '../storage/store-bytes.js';
import { tinyPdf } from '../storage/tiny-pdf.js';
import type { Database, DocumentTable } from './schema.js';

type NewDocument = Insertable<DocumentTable> & {
  id: string;
  tenant_id: string;
  location_id: string;
  title: string;
  status: string;
  created_at: string;
};

export const DEMO_LOCATIONS: Record<string, string[]> = {
  'Acme Retail': ['Acme Downtown', 'Acme Airport', 'Acme Harbour'],
  'Globex Foods': ['Globex Plant', 'Globex Depot'],
};
export const DEMO_TEAM = 'Back office North';

/** Ensures the tenants' demo locations; returns their ids by tenant id. */
export async function ensureLocations(
  db: Kysely<Database>,
  tenants: Map<string, string>,
): Promise<Map<string, string[]>> {
  const byTenant = new Map<string, string[]>();
  for (const [tenantName, names] of Object.entries(DEMO_LOCATIONS)) {
    const tenantId = tenants.get(tenantName);
    if (!tenantId) continue;
    await db
      .insertInto('location')
      .values(
        names.map((name) => ({
          id: randomUUID(),
          tenant_id: tenantId,
          name,
          address: null,
          created_at: new Date().toISOString(),
        })),
      )
      .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
      .execute();
    const rows = await db
      .selectFrom('location')
      .select(['id', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('name', 'in', names)
      .execute();
    byTenant.set(tenantId, names.map((name) => rows.find((row) => row.name === name)?.id ?? '').filter(Boolean));
  }
  return byTenant;
}

export interface DocumentPlan {
  count: number;
  /** [tenantId, locationId] pairs the documents spread over. */
  places: [string, string][];
  assignees: string[];
  /** Each document gets an accepted upload by this uploader, its file stored in storage first. */
  uploads?: { uploaderId: string; storage: FileStorage };
  /** Items and issues for the demo; the benchmark wants documents only. */
  withDetails?: boolean;
  batch?: number;
  /** Time between two documents' arrivals (default a minute). */
  spacingMs?: number;
  /** When the newest arrives (default now): history is seeded to end before today's work. */
  newestAt?: number;
  /** The states taken in turn (default every state of the workflow). */
  statuses?: readonly string[];
  onProgress?: (done: number) => void;
}

/** Inserts documents in batched statements, one transaction per batch. */
const DEMO_CALENDAR = JSON.stringify({ ...DEFAULT_CALENDAR, timeZone: 'UTC' });

export async function generateDocuments(db: Kysely<Database>, plan: DocumentPlan): Promise<void> {
  const batch = plan.batch ?? 1000;
  const spacing = plan.spacingMs ?? 60_000;
  const start = (plan.newestAt ?? Date.now()) - plan.count * spacing;
  const statuses = plan.statuses ?? DOCUMENT_STATUSES;
  for (let done = 0; done < plan.count; done += batch) {
    const size = Math.min(batch, plan.count - done);
    const documents: NewDocument[] = [];
    for (let i = 0; i < size; i += 1) {
      const n = done + i;
      const [tenantId, locationId] = plan.places[n % plan.places.length] as [string, string];
      const status = statuses[n % statuses.length] as string;
      const created = new Date(start + n * spacing).toISOString();
      documents.push({
        id: randomUUID(),
        tenant_id: tenantId,
        location_id: locationId,
        upload_id: null,
        title: `Document ${n + 1}`,
        status,
        assignee_id:
          status === 'new' || plan.assignees.length === 0 ? null : (plan.assignees[n % plan.assignees.length] ?? null),
        due_at: new Date(start + n * 60_000 + 48 * 3_600_000).toISOString(),
        // The default working calendar (demo tenants keep UTC), so lists show the time left.
        sla_calendar: DEMO_CALENDAR,
        created_at: created,
        updated_at: created,
      });
    }
    const uploads = plan.uploads ? await storeUploads(documents, plan.uploads) : [];
    try {
      await db.transaction().execute(async (trx) => {
        if (uploads.length) await trx.insertInto('upload').values(uploads).execute();
        await trx.insertInto('document').values(documents).execute();
        if (plan.withDetails) await addDetails(trx, documents);
      });
    } catch (error) {
      // Nothing points at these files: take them away again (the orphan sweep would, later).
      await Promise.all(uploads.map((upload) => plan.uploads?.storage.remove(upload.storage_key)));
      throw error;
    }
    plan.onProgress?.(done + size);
  }
}

/** How many files the seed stores at once. */
const STORE_CONCURRENCY = 16;

/**
 * Stores one small PDF per document (unique: it names the document and its upload, so the
 * tenant's duplicate rule holds) and returns the upload rows that point at them; each document
 * gets its upload's id.
 */
async function storeUploads(
  documents: NewDocument[],
  { uploaderId, storage }: NonNullable<DocumentPlan['uploads']>,
): Promise<Database['upload'][]> {
  const uploads = documents.map((doc) => {
    const id = randomUUID();
    doc.upload_id = id;
    const bytes = tinyPdf([doc.title, `Demo receipt, upload ${id}`, `Received ${doc.created_at.slice(0, 10)}`]);
    const row: Database['upload'] = {
      id,
      tenant_id: doc.tenant_id,
      location_id: doc.location_id,
      uploader_id: uploaderId,
      file_name: `${doc.title}.pdf`,
      mime_type: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storage_key: `uploads/${id}`,
      status: 'accepted',
      created_at: doc.created_at,
    };
    return { row, bytes };
  });
  for (let i = 0; i < uploads.length; i += STORE_CONCURRENCY) {
    await Promise.all(
      uploads.slice(i, i + STORE_CONCURRENCY).map(({ row, bytes }) => storeBytes(storage, row.storage_key, bytes)),
    );
  }
  return uploads.map(({ row }) => row);
}

async function addDetails(db: Kysely<Database>, documents: NewDocument[]): Promise<void> {
  const keyed = documents.filter((doc) => !['new', 'assigned'].includes(doc.status));
  if (keyed.length) {
    const items = keyed.flatMap((doc, i) =>
      [0, 1].map((k) => ({
        id: randomUUID(),
        document_id: doc.id,
        tenant_id: doc.tenant_id,
        location_id: doc.location_id,
        item_date: doc.created_at.slice(0, 10),
        description: k ? 'Delivery' : 'Goods',
        category: k ? 'transport' : 'supplies',
        amount_cents: 1000 + ((i * 37 + k * 11) % 9000),
        currency: 'EUR',
        tax_cents: 190,
        created_at: doc.created_at,
        position: k,
      })),
    );
    await db.insertInto('doc_item').values(items).execute();
    // The header keyed with the items, adding up, as a submitted document's must.
    for (const [i, doc] of keyed.entries()) {
      const total = items
        .filter((item) => item.document_id === doc.id)
        .reduce((sum, item) => sum + item.amount_cents + item.tax_cents, 0);
      await db
        .updateTable('document')
        .set({
          vendor: i % 3 ? 'Northwind Traders' : 'Contoso Supplies',
          doc_number: `INV-${String(1000 + i)}`,
          doc_date: doc.created_at.slice(0, 10),
          total_cents: total,
          currency: 'EUR',
        })
        .where('id', '=', doc.id)
        .execute();
    }
  }
  // The resolution center needs both kinds: every other document on hold waits on the client
  // with a short conversation, the rest wait on the back office for a clearer scan.
  const onHold = documents.filter((d) => d.status === 'on_hold' && d.assignee_id);
  for (const [index, doc] of onHold.entries()) {
    const at = { tenant_id: doc.tenant_id, location_id: doc.location_id };
    const dbo = doc.assignee_id as string;
    const supervisor = index % 2 === 0 ? await clientSupervisorOf(db, doc.tenant_id) : undefined;
    const question = supervisor !== undefined;
    const messages: [author: string, body: string][] = question
      ? [
          [dbo, 'Is this invoice for the Downtown store or the Airport one? The address is cut off.'],
          [supervisor, 'Downtown, I think. Let me check the purchase order.'],
          [dbo, 'Thanks. Could you also confirm the purchase order number?'],
        ]
      : [[dbo, 'The total on page 2 is cut off. Can you send a clearer scan?']];
    await addIssue(db, doc, {
      subject: question ? 'Which store is this for?' : 'Total unreadable',
      type: question ? 'client_question' : 'unreadable',
      waitingOn: question ? 'client' : 'back_office',
      raisedBy: dbo,
      messages,
      where: at,
    });
  }
  // One document back from review, so the DBO's queue shows a send-back with its code on top.
  const sentBack = documents.find((d) => d.status === 'processing' && d.assignee_id);
  if (sentBack)
    await db
      .updateTable('document')
      .set({
        sent_back_code: 'Amount does not match',
        sent_back_reason: 'The delivery line is missing its tax; please check page 1 again.',
        sent_back_at: sentBack.created_at,
      })
      .where('id', '=', sentBack.id)
      .execute();
}

async function clientSupervisorOf(db: Kysely<Database>, tenantId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('roles', 'like', '%"ClientSupervisor"%')
    .orderBy('email')
    .executeTakeFirst();
  return row?.id;
}

async function addIssue(
  db: Kysely<Database>,
  doc: NewDocument,
  issue: {
    subject: string;
    type: string;
    waitingOn: string;
    raisedBy: string;
    messages: [string, string][];
    where: { tenant_id: string; location_id: string };
  },
): Promise<void> {
  const issueId = randomUUID();
  const start = Date.parse(doc.created_at);
  await db
    .insertInto('issue')
    .values({
      id: issueId,
      document_id: doc.id,
      ...issue.where,
      subject: issue.subject,
      type: issue.type,
      waiting_on: issue.waitingOn,
      status: 'open',
      raised_by: issue.raisedBy,
      created_at: doc.created_at,
      resolved_at: null,
    })
    .execute();
  await db
    .insertInto('issue_message')
    .values(
      issue.messages.map(([author, body], k) => ({
        id: randomUUID(),
        issue_id: issueId,
        ...issue.where,
        author_id: author,
        body,
        // An hour apart, so the thread reads in order.
        created_at: new Date(start + k * 3_600_000).toISOString(),
      })),
    )
    .execute();
}
