/**
 * /api/uploads: the record of an uploaded file, to list, show and (administrators) delete.
 * There is no REST create: an upload row is only ever born in the tus intake
 * (services/uploads/finish-upload.ts), which stores the file durably first, so no row can point
 * to a missing file. Deleting a row keeps its file; the orphan sweep
 * (storage/orphan-sweep.ts) removes files without a row once they are an hour old.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { registerResource } from '../../../http/register-resource.js';
import { uploadRecord } from '../../../../common/schemas/upload.js';
import type { ResourceDef } from '../../../http/resource.js';

const uploads: ResourceDef = {
  name: 'uploads',
  table: 'upload',
  entity: 'upload',
  record: uploadRecord,
  remove: true,
  search: ['fileName'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  references: { locationId: 'location' },
};

export function uploadResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, uploads);
}
