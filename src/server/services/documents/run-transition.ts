/**
 * How every workflow transition runs (DESIGN.md section 7), once the route has authorized
 * `documents:<transition>`: the document must be in the caller's scope (else 404) and in a
 * status the transition starts from (else 409, saying why), at the version the caller read
 * (else 409 stale); then the step's own checks, then the write. The status changes only if no
 * one changed it meanwhile, and the change is audited in the same transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Transition } from '../../../common/workflow.js';
import { findInScope } from '../../auth/find-in-scope.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database, DocumentTable, StoredDocument } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { requireTransition, writeTransition } from './document-transition.js';

export interface TransitionStep<B> {
  db: Transaction<Database>;
  principal: Principal;
  document: StoredDocument;
  body: B;
  now: string;
}

export interface TransitionDef<S extends z.ZodType> {
  name: Transition;
  /** Every body states the version of the document it read. */
  body: S;
  /** Checks beyond role, scope, status and version; returns extra document columns; may write beside. */
  apply?(step: TransitionStep<z.infer<S>>): Promise<Partial<DocumentTable>> | Partial<DocumentTable>;
  /** The reason kept with the audit event. */
  note?(body: z.infer<S>): string | undefined;
  /** The reason code kept with the audit event (send-back, dispute), for reports to count. */
  reasonCode?(body: z.infer<S>): string | undefined;
}

/** Only the assigned DBO user works the document (an administrator may step in). */
export function requireAssignee(step: TransitionStep<unknown>, verb: string): void {
  if (step.document.assignee_id !== step.principal.id && !step.principal.roles.includes('isDbAdmin')) {
    throw new HttpError(403, 'onlyAssignee', { params: { step: verb } });
  }
}

export async function runTransition<S extends z.ZodType>(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
  def: TransitionDef<S>,
  body: z.infer<S> & { version: number },
): Promise<StoredDocument> {
  return db.transaction().execute(async (trx) => {
    const document = (await findInScope(trx, 'document', principal, id)) as StoredDocument | undefined;
    if (!document) throw new HttpError(404, 'noRecord', { params: { entity: 'document', id } });
    // Out of order first (it says why), then stale, before the step's own checks.
    requireTransition(document, def.name, body.version);
    const now = new Date().toISOString();
    const extra = (await def.apply?.({ db: trx, principal, document, body, now })) ?? {};
    return writeTransition(trx, {
      principal,
      document,
      transition: def.name,
      version: body.version,
      extra: extra as never,
      now,
      note: def.note?.(body) ?? null,
      reasonCode: def.reasonCode?.(body) ?? null,
    });
  });
}
