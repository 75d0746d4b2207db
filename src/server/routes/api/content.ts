/** /api/content: training pages and blog posts. Readers without the editor's page see published ones only. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import { contentCreate, contentRecord, contentUpdate } from '../../../common/schemas/content.js';
import type { ResourceDef } from '../../http/resource.js';

const content: ResourceDef = {
  name: 'content',
  table: 'content',
  entity: 'content',
  record: contentRecord,
  create: contentCreate,
  update: contentUpdate,
  remove: true,
  search: ['title', 'slug'],
  defaultSort: { field: 'updatedAt', order: 'desc' },
  readersSee: { unlessMay: 'update', column: 'published', value: 1 },
};

export function contentResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, content);
}
