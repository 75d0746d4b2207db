/**
 * How every workflow transition runs (DESIGN.md section 7): the policy must allow
 * `documents:<transition>`, the document must be in the caller's scope (else 404) and in a
 * status the transition starts from (else 409, saying why). The status changes only if no
 * one changed it meanwhile, and the change is audited in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { transitionAction, type Transition } from '../../../../common/workflow.js';
import { authorize, type Principal } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import type { Database, DocumentTable } from '../../../db/schema.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import { requireStep, transitionDocument } from '../../../services/documents/document-transition.js';
import type { StoredDocument } from '../../../db/schema.js';
import { requireVersion } from '../../../services/documents/document-version.js';
import { toDocument } from '../../../services/documents/document-rows.js';
import { findInScope } from '../../../auth/find-in-scope.js';
import { idParam } from '../../../http/params.js';

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

export function registerTransition<S extends z.ZodType>(
  app: FastifyInstance,
  context: AppContext,
  def: TransitionDef<S>,
): void {
  app.post(`/api/documents/:id/${def.name}`, async (request) => {
    const principal = await authorize(request, context, transitionAction(def.name));
    const id = idParam(request);
    const body = parseOr400(def.body, request.body ?? undefined) as z.infer<S> & { version: number };
    const updated = await context.db.transaction().execute(async (trx) => {
      const document = (await findInScope(trx, 'document', principal, id)) as StoredDocument | undefined;
      if (!document) throw new HttpError(404, 'noRecord', { params: { entity: 'document', id } });
      // Out of order first (it says why), then stale, before the step's own checks.
      requireStep(document, def.name);
      requireVersion(document, body.version);
      const now = new Date().toISOString();
      const extra = (await def.apply?.({ db: trx, principal, document, body, now })) ?? {};
      return transitionDocument(trx, {
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
    return toDocument(updated);
  });
}
