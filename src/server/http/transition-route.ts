/**
 * A workflow transition's route: `POST /api/documents/:id/<transition>` {version, ...}, open to
 * the policy action `documents:<transition>`, answered with the document after the step. The
 * transition itself (its checks, its write, its audit) is services/documents/run-transition.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { documentRecord } from '../../common/schemas/document.js';
import { transitionAction, TRANSITIONS } from '../../common/workflow.js';
import type { AppContext } from '../context.js';
import { toDocument } from '../services/documents/document-rows.js';
import { runTransition, type TransitionDef } from '../services/documents/run-transition.js';
import { route } from './route.js';

export function transitionRoute<S extends z.ZodType>(
  app: FastifyInstance,
  context: AppContext,
  def: TransitionDef<S> & { summary: string },
): void {
  const { from, to } = TRANSITIONS[def.name];
  route(app, context, {
    method: 'POST',
    url: `/api/documents/:id/${def.name}`,
    action: transitionAction(def.name),
    summary: `${def.summary}: ${from.join(' or ')} → ${to}`,
    body: def.body as z.ZodType,
    answer: documentRecord,
    handle: async ({ principal, id, body }) =>
      toDocument(await runTransition(context.db, principal, id, def, body as z.infer<S> & { version: number })),
  });
}
