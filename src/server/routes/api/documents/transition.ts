/**
 * How every workflow transition runs (DESIGN.md section 7): the policy must allow
 * `documents:<transition>`, the document must be in the caller's scope (else 404) and in a
 * status the transition starts from (else 409, saying why). The status changes only if no
 * one changed it meanwhile, and the change is audited in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { documentRecord } from '../../../../common/schemas/document.js';
import { mayTransition, transitionAction, TRANSITIONS, type Transition } from '../../../../common/workflow.js';
import { authorize, type Principal } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { recordAudit } from '../../../db/audit.js';
import type { Database, DocumentTable } from '../../../db/schema.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import { findInScope, idParam } from '../register-resource.js';
import { fieldsOf, fromRow } from '../resource.js';
import type { Row } from '../../../db/loose.js';

export interface TransitionStep<B> {
  db: Transaction<Database>;
  principal: Principal;
  document: DocumentTable;
  body: B;
  now: string;
}

export interface TransitionDef<S extends z.ZodType> {
  name: Transition;
  body: S;
  /** Checks beyond role, scope and status; returns extra document columns; may write beside. */
  apply?(step: TransitionStep<z.infer<S>>): Promise<Partial<DocumentTable>> | Partial<DocumentTable>;
  /** The reason kept with the audit event. */
  note?(body: z.infer<S>): string | undefined;
}

const fields = fieldsOf(documentRecord);

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
  const { from, to } = TRANSITIONS[def.name];
  app.post(`/api/documents/:id/${def.name}`, async (request) => {
    const principal = await authorize(request, context, transitionAction(def.name));
    const id = idParam(request);
    const body = parseOr400(def.body, request.body ?? undefined) as z.infer<S>;
    const updated = await context.db.transaction().execute(async (trx) => {
      const document = (await findInScope(trx, 'document', principal, id)) as DocumentTable | undefined;
      if (!document) throw new HttpError(404, 'noRecord', { params: { entity: 'document', id } });
      if (!mayTransition(document.status, def.name)) {
        throw new HttpError(409, 'transitionRefused', {
          params: { step: def.name, status: document.status, from },
        });
      }
      const now = new Date().toISOString();
      const extra = (await def.apply?.({ db: trx, principal, document, body, now })) ?? {};
      const result = await trx
        .updateTable('document')
        .set({ ...extra, status: to, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', document.status)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, 'documentChanged');
      await recordAudit(
        trx,
        {
          actor: { id: principal.id, email: principal.email },
          entity: 'document',
          entityId: id,
          action: def.name,
          fromState: document.status,
          toState: to,
          tenantId: document.tenant_id,
          note: def.note?.(body) ?? null,
        },
        now,
      );
      return trx.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    });
    return fromRow(fields, updated as unknown as Row);
  });
}
