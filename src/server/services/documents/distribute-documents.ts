/**
 * Spreads a selection over the DBO users of the caller's teams by least current load (open
 * documents in the caller's scope, the same figure the picker shows; ties by name), each
 * document only to a DBO whose team works its tenant or location. One transaction, all or
 * nothing, each assignment audited like the single assign. Answers the documents with their
 * new assignee; 409 `noDboForDocument` when no DBO can take one of them.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import type { Database, StoredDocument } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { dboLoads } from './dbo-load.js';
import { assignableCoverage, covers } from './document-assignment.js';
import { assignBatch, loadBatch } from './document-batch.js';
import type { VersionedRef } from './document-version.js';

export async function distributeDocuments(
  db: Kysely<Database>,
  principal: Principal,
  refs: readonly VersionedRef[],
): Promise<StoredDocument[]> {
  return db.transaction().execute(async (trx) => {
    const documents = await loadBatch(trx, principal, refs);
    const coverage = await assignableCoverage(trx, principal);
    const names = new Map(coverage.map((entry) => [entry.id, entry.name]));
    const loads = await dboLoads(trx, [...names.keys()], {
      grants: principal.grants,
      now: new Date().toISOString(),
    });
    const open = new Map([...loads].map(([id, load]) => [id, load.open]));
    const plan = documents.map((document) => {
      // A reassigned document no longer weighs on its present assignee.
      if (document.assignee_id && open.has(document.assignee_id)) {
        open.set(document.assignee_id, (open.get(document.assignee_id) ?? 1) - 1);
      }
      const eligible = [...new Set(coverage.filter((entry) => covers(entry, document)).map((entry) => entry.id))];
      eligible.sort(
        (a, b) =>
          (open.get(a) ?? 0) - (open.get(b) ?? 0) ||
          (names.get(a) ?? '').localeCompare(names.get(b) ?? '') ||
          a.localeCompare(b),
      );
      const assigneeId = eligible[0];
      if (!assigneeId) throw new HttpError(409, 'noDboForDocument', { params: { id: document.id } });
      open.set(assigneeId, (open.get(assigneeId) ?? 0) + 1);
      return { document, assigneeId };
    });
    return assignBatch(trx, principal, plan);
  });
}
