/**
 * Assignment of many documents in one transaction, all or nothing: every document must be in
 * the caller's scope (else 404), at the version the caller read (else 409 with the stored
 * versions of all stale ones) and new or assigned (else 409); then each is assigned and
 * audited exactly like the single assign.
 */
import type { Transaction } from 'kysely';
import type { Transition } from '../../../common/workflow.js';
import type { Principal } from '../../auth/authorize.js';
import { scopeCondition } from '../../auth/scope.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { assignmentColumns } from './document-assignment.js';
import { requireStep, writeTransition } from './document-transition.js';
import type { StoredDocument } from '../../db/schema.js';
import { staleError, type VersionedRef } from './document-version.js';
import { slaTermsLoader } from '../sla/sla-terms.js';

/** The documents of refs, in the order given, checked for scope, version and status (for the step, assign by default). */
export async function loadBatch(
  trx: Transaction<Database>,
  principal: Principal,
  refs: readonly VersionedRef[],
  transition: Transition = 'assign',
): Promise<StoredDocument[]> {
  const rows = await trx
    .selectFrom('document')
    .selectAll()
    .where(
      'id',
      'in',
      refs.map((ref) => ref.id),
    )
    .where(scopeCondition('document', principal.grants))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = refs.find((ref) => !byId.has(ref.id));
  if (missing) throw new HttpError(404, 'noRecord', { params: { entity: 'document', id: missing.id } });
  const documents = refs.map((ref) => byId.get(ref.id) as StoredDocument);
  const stale = refs
    .map((ref, index) => ({ ref, stored: documents[index] as StoredDocument }))
    .filter(({ ref, stored }) => Number(stored.version) !== ref.version)
    .map(({ stored }) => ({ id: stored.id, version: Number(stored.version) }));
  if (stale.length) throw staleError(stale);
  for (const document of documents) requireStep(document, transition);
  return documents;
}

export async function assignBatch(
  trx: Transaction<Database>,
  principal: Principal,
  assignments: readonly { document: StoredDocument; assigneeId: string }[],
  dueAt?: string,
): Promise<StoredDocument[]> {
  const now = new Date().toISOString();
  const termsOf = slaTermsLoader(trx);
  const saved: StoredDocument[] = [];
  // loadBatch has checked every document's status and version.
  for (const { document, assigneeId } of assignments) {
    saved.push(
      await writeTransition(trx, {
        principal,
        document,
        transition: 'assign',
        version: Number(document.version),
        extra: assignmentColumns(document, assigneeId, { dueAt, terms: await termsOf(document.tenant_id), now }),
        now,
      }),
    );
  }
  return saved;
}
