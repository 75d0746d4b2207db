/** /api/content: training pages and blog posts. Readers without the editor's page see published ones only. */
import { contentCreate, contentRecord, contentUpdate } from '../../../common/schemas/content.js';
import type { ResourceDef } from '../../http/resource.js';

export const content: ResourceDef = {
  name: 'content',
  table: 'content',
  entity: 'content',
  record: contentRecord,
  create: contentCreate,
  update: contentUpdate,
  remove: true,
  search: ['title', 'slug'],
  defaultSort: { field: 'updatedAt', order: 'desc' },
  readersSee: { unlessMay: 'content:update', column: 'published', value: 1 },
};
