/**
 * /api/documents: read and delete by administrators (the PATCH, which checks the version,
 * is update-document.ts). Documents are made by
 * uploads and change status only through the workflow transitions beside this file.
 */
import { documentRecord } from '../../../../common/schemas/document.js';
import type { ResourceDef } from '../resource.js';

export const documents: ResourceDef = {
  name: 'documents',
  table: 'document',
  entity: 'document',
  record: documentRecord,
  remove: true,
  search: ['title'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  stateColumn: 'status',
};
