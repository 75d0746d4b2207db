/** /api/assignments: a team works a whole tenant, or one of its locations. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import { assignmentCreate, assignmentRecord } from '../../../common/schemas/assignment.js';
import { fieldText } from '../../api-texts.js';
import { HttpError } from '../../errors.js';
import type { ResourceDef } from '../../http/resource.js';

const assignments: ResourceDef = {
  name: 'assignments',
  table: 'assignment',
  entity: 'assignment',
  record: assignmentRecord,
  create: assignmentCreate,
  remove: true,
  defaultSort: { field: 'createdAt', order: 'asc' },
  references: { teamId: 'team', tenantId: 'tenant', locationId: 'location' },
  buildRow: (body, { refs }) => {
    const location = refs.locationId;
    if (location && location.tenant_id !== body.tenantId) {
      throw new HttpError(400, 'locationOtherTenant', { fields: { locationId: [fieldText('notTenantLocation')] } });
    }
    return {};
  },
};

export function assignmentResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, assignments);
}
