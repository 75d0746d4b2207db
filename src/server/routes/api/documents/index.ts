/** The documents resource and its workflow transitions, one file per transition. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { registerResource } from '../register-resource.js';
import { acceptDocument } from './accept-document.js';
import { approveDocument } from './approve-document.js';
import { assignDocument } from './assign-document.js';
import { disputeDocument } from './dispute-document.js';
import { documents } from './documents.js';
import { raiseIssue } from './raise-issue.js';
import { resolveDocument } from './resolve-document.js';
import { sendBackDocument } from './send-back-document.js';
import { startDocument } from './start-document.js';
import { submitDocument } from './submit-document.js';
import { registerTransition } from './transition.js';

export const DOCUMENT_TRANSITIONS = [
  assignDocument,
  startDocument,
  submitDocument,
  raiseIssue,
  resolveDocument,
  sendBackDocument,
  approveDocument,
  acceptDocument,
  disputeDocument,
] as const;

export function documentRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, documents);
  for (const transition of DOCUMENT_TRANSITIONS) registerTransition(app, context, transition as never);
}
