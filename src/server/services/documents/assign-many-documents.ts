/**
 * The DBS supervisor gives a selection to one DBO user, in one transaction, all or nothing (a
 * stale version: 409 `documentStale` with the stored versions; a document out of scope: 404; a
 * document neither new nor assigned: 409; a DBO whose team does not work a document: refused
 * like the single assign). Answers the documents as stored after it.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import type { Database, StoredDocument } from '../../db/schema.js';
import { assignableCoverage, requireAssignable } from './document-assignment.js';
import { assignBatch, loadBatch } from './document-batch.js';
import type { VersionedRef } from './document-version.js';

export async function assignManyDocuments(
  db: Kysely<Database>,
  principal: Principal,
  body: { assigneeId: string; dueAt?: string | undefined; documents: readonly VersionedRef[] },
): Promise<StoredDocument[]> {
  return db.transaction().execute(async (trx) => {
    const documents = await loadBatch(trx, principal, body.documents);
    const coverage = await assignableCoverage(trx, principal);
    for (const document of documents) await requireAssignable(trx, principal, document, body.assigneeId, coverage);
    return assignBatch(
      trx,
      principal,
      documents.map((document) => ({ document, assigneeId: body.assigneeId })),
      body.dueAt,
    );
  });
}
