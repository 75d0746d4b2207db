/**
 * A document of the demo DBO's that the browser journeys work on: assigned to
 * dbo@demo.dbbs.test, in one of the given states, and inside the DBO's scope (a tenant their
 * team is assigned), so the screens will open it. Read straight from the seeded database.
 */
import type { BrowserWorld } from './browser.js';

export interface DemoDboDocumentQuery {
  statuses: string[];
  /** Only documents with a file, or with a PDF (the viewer draws it). */
  file?: 'any' | 'pdf';
  tenantId?: string;
  /** Which one: the first by id (the default), the last by id, or the newest upload. */
  pick?: 'first' | 'last' | 'newest';
}

export interface DemoDboDocument {
  id: string;
  title: string;
  tenant_id: string;
  doc_number: string | null;
  /** The demo DBO's user id. */
  dboId: string;
}

export async function demoDboDocument(world: BrowserWorld, query: DemoDboDocumentQuery): Promise<DemoDboDocument> {
  const { db } = world.server.database;
  const dbo = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'dbo@demo.dbbs.test')
    .executeTakeFirstOrThrow();
  let documents = db
    .selectFrom('document')
    .select(['document.id', 'document.title', 'document.tenant_id', 'document.doc_number'])
    .where('document.assignee_id', '=', dbo.id)
    .where('document.status', 'in', query.statuses)
    .where(
      'document.tenant_id',
      'in',
      db
        .selectFrom('assignment')
        .innerJoin('team_member', 'team_member.team_id', 'assignment.team_id')
        .select('assignment.tenant_id')
        .where('team_member.user_id', '=', dbo.id),
    );
  if (query.file) documents = documents.where('document.upload_id', 'is not', null);
  if (query.file === 'pdf')
    documents = documents.where(
      'document.upload_id',
      'in',
      db.selectFrom('upload').select('upload.id').where('upload.mime_type', '=', 'application/pdf'),
    );
  if (query.tenantId) documents = documents.where('document.tenant_id', '=', query.tenantId);
  const pick = query.pick ?? 'first';
  documents =
    pick === 'newest'
      ? documents.orderBy('document.created_at', 'desc')
      : documents.orderBy('document.id', pick === 'last' ? 'desc' : 'asc');
  return { ...(await documents.executeTakeFirstOrThrow()), dboId: dbo.id };
}
