/**
 * GET /api/documents/workload[?dayStart=…&dayEnd=…]: for the assign picker, the DBO users the
 * caller may assign to (of the teams they lead; an administrator: all), by name, each with
 * their current load (open, due in the caller's day when given, overdue) within the caller's
 * scope (services/dbo-load.ts).
 */
import type { FastifyInstance } from 'fastify';
import { workloadQuery, type DboLoad } from '../../../../common/schemas/document-work.js';
import { authorize } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { parseOr400 } from '../../../errors.js';
import { assignableDbos } from '../../../services/documents/document-assignment.js';
import { dboLoads } from '../../../services/documents/dbo-load.js';

export function listWorkloadRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/api/documents/workload', async (request): Promise<DboLoad[]> => {
    const principal = await authorize(request, context, 'documents:workload');
    const { dayStart, dayEnd } = parseOr400(workloadQuery, request.query ?? {});
    const now = new Date().toISOString();
    const dbos = await assignableDbos(context.db, principal);
    const loads = await dboLoads(
      context.db,
      dbos.map((dbo) => dbo.id),
      { grants: principal.grants, now, dayStart, dayEnd },
    );
    return dbos.map((dbo) => ({ ...dbo, ...(loads.get(dbo.id) ?? { open: 0, dueToday: 0, overdue: 0 }) }));
  });
}
