/** The open issues of one document (a document with one may not be submitted; resolving closes them). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function openIssuesOf(db: Kysely<Database>, documentId: string) {
  return db.selectFrom('issue').select('id').where('document_id', '=', documentId).where('status', '=', 'open');
}
