/**
 * GET /api/documents/workload[?dayStart=…&dayEnd=…]: for the assign picker, the DBO users the
 * caller may assign to, each with their current load within the caller's scope
 * (services/documents/load-workload.ts).
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { workload, workloadQuery } from '../../../../common/schemas/document-work.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { loadWorkload } from '../../../services/documents/load-workload.js';

export function listWorkloadRoute(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.documents.workload,
    action: 'documents:workload',
    summary: 'The DBO users I may assign to, with their load',
    query: workloadQuery,
    answer: workload,
    handle: ({ principal, query }) => loadWorkload(context.db, principal, { now: new Date().toISOString(), ...query }),
  });
}
