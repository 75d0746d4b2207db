/**
 * /api/doc-items: the line items a DBO keys from a document. They change only while the
 * document is processing, and only by its assignee (or an administrator).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import { docItemCreate, docItemRecord, docItemUpdate } from '../../../common/schemas/doc-item.js';
import type { Principal } from '../../auth/authorize.js';
import type { Row } from '../../db/loose.js';
import { HttpError } from '../../errors.js';
import type { ResourceDef, WriteContext } from '../../http/resource.js';

function checkEditable(document: Row | undefined, principal: Principal): void {
  if (!document) throw new HttpError(404, 'noDocument');
  if (document.status !== 'processing') {
    throw new HttpError(409, 'itemsOnlyProcessing', { params: { status: String(document.status) } });
  }
  if (document.assignee_id !== principal.id && !principal.roles.includes('isDbAdmin')) {
    throw new HttpError(403, 'itemsOnlyAssignee');
  }
}

async function documentOf(item: Row, { db }: WriteContext): Promise<Row | undefined> {
  return db.selectFrom('document').selectAll().where('id', '=', String(item.document_id)).executeTakeFirst();
}

const docItems: ResourceDef = {
  name: 'doc-items',
  table: 'doc_item',
  entity: 'doc_item',
  record: docItemRecord,
  create: docItemCreate,
  update: docItemUpdate,
  remove: true,
  search: ['description', 'category'],
  defaultSort: { field: 'itemDate', order: 'asc' },
  references: { documentId: 'document' },
  buildRow: (_body, { refs, principal }) => {
    const document = refs.documentId;
    checkEditable(document, principal);
    return { tenant_id: document?.tenant_id, location_id: document?.location_id };
  },
  beforeUpdate: async (existing, _changes, context) => {
    checkEditable(await documentOf(existing, context), context.principal);
    return {};
  },
  beforeDelete: async (existing, context) => checkEditable(await documentOf(existing, context), context.principal),
};

export function docItemResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, docItems);
}
