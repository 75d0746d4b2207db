/**
 * The documents resource, its workflow transitions (one file per transition) and the back
 * office's operations (queue, start next, dashboard, bulk assignment, work view, draft save).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { registerResource } from '../../../http/register-resource.js';
import { acceptDocumentRoute } from './accept-document.js';
import { acceptManyDocumentsRoute } from './accept-many-documents.js';
import { approveDocumentRoute } from './approve-document.js';
import { approveManyDocumentsRoute } from './approve-many-documents.js';
import { assignManyDocumentsRoute } from './assign-many-documents.js';
import { assignDocumentRoute } from './assign-document.js';
import { disputeDocumentRoute } from './dispute-document.js';
import { distributeDocumentsRoute } from './distribute-documents.js';
import { documents } from './documents.js';
import { listMyQueueRoute } from './list-my-queue.js';
import { listReasonCodesRoute } from './list-reason-codes.js';
import { listWorkloadRoute } from './list-workload.js';
import { raiseIssueRoute } from './raise-issue.js';
import { resolveDocumentRoute } from './resolve-document.js';
import { saveDocumentDraftRoute } from './save-document-draft.js';
import { searchDocumentsRoute } from './search-documents.js';
import { sendBackDocumentRoute } from './send-back-document.js';
import { showDashboardRoute } from './show-dashboard.js';
import { showDocumentTimelineRoute } from './show-document-timeline.js';
import { showDocumentSuggestionsRoute } from './show-document-suggestions.js';
import { showDocumentWorkRoute } from './show-document-work.js';
import { startDocumentRoute } from './start-document.js';
import { startNextDocumentRoute } from './start-next-document.js';
import { submitDocumentRoute } from './submit-document.js';
import { updateDocumentRoute } from './update-document.js';

export function documentRoutes(app: FastifyInstance, context: AppContext): void {
  // The PATCH is update-document.ts (it checks the version), not the generic update.
  searchDocumentsRoute(app, context);
  registerResource(app, context, { ...documents, update: undefined });
  updateDocumentRoute(app, context);
  listMyQueueRoute(app, context);
  startNextDocumentRoute(app, context);
  showDashboardRoute(app, context);
  listWorkloadRoute(app, context);
  assignManyDocumentsRoute(app, context);
  distributeDocumentsRoute(app, context);
  showDocumentWorkRoute(app, context);
  listReasonCodesRoute(app, context);
  approveManyDocumentsRoute(app, context);
  acceptManyDocumentsRoute(app, context);
  showDocumentTimelineRoute(app, context);
  showDocumentSuggestionsRoute(app, context);
  saveDocumentDraftRoute(app, context);
  assignDocumentRoute(app, context);
  startDocumentRoute(app, context);
  submitDocumentRoute(app, context);
  raiseIssueRoute(app, context);
  resolveDocumentRoute(app, context);
  sendBackDocumentRoute(app, context);
  approveDocumentRoute(app, context);
  acceptDocumentRoute(app, context);
  disputeDocumentRoute(app, context);
}
