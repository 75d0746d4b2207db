/**
 * One workflow step over a selection of documents, in one transaction, all or nothing: every
 * document in scope (else 404), at the version read (else 409 with the stored versions of the
 * stale ones) and in a state the step starts from (else 409); then each step is audited like
 * the single transition. Used by approve-many and accept-many.
 */
import type { Kysely } from 'kysely';
import type { Transition } from '../../../common/workflow.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database } from '../../db/schema.js';
import { loadBatch } from './document-batch.js';
import { writeTransition } from './document-transition.js';
import type { StoredDocument } from '../../db/schema.js';
import type { VersionedRef } from './document-version.js';

export async function stepMany(
  db: Kysely<Database>,
  principal: Principal,
  transition: Transition,
  refs: readonly VersionedRef[],
): Promise<StoredDocument[]> {
  return db.transaction().execute(async (trx) => {
    const documents = await loadBatch(trx, principal, refs, transition);
    const now = new Date().toISOString();
    const saved: StoredDocument[] = [];
    // loadBatch has checked every document's status and version.
    for (const document of documents) {
      saved.push(
        await writeTransition(trx, { principal, document, transition, version: Number(document.version), now }),
      );
    }
    return saved;
  });
}
