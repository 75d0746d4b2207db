/**
 * The back office's document operations as data, for the OpenAPI document (the routes beside
 * this file serve them): method, path, policy action, what it does, and its schemas.
 */
import type { z } from 'zod';
import {
  assignedDocuments,
  assignManyBody,
  dashboard,
  dashboardQuery,
  distributeBody,
  documentListRow,
  documentWork,
  draftBody,
  workload,
  workloadQuery,
} from '../../../../common/schemas/document-work.js';
import { documentRecord } from '../../../../common/schemas/document.js';

export interface DocumentOperation {
  method: 'get' | 'post' | 'put';
  path: string;
  action: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
}

export const DOCUMENT_OPERATIONS: readonly DocumentOperation[] = [
  {
    method: 'get',
    path: '/api/documents/my-queue',
    action: 'documents:my-queue',
    summary: 'My open documents: sent back first, then by due time',
    answer: documentListRow.array(),
  },
  {
    method: 'post',
    path: '/api/documents/start-next',
    action: 'documents:start-next',
    summary: 'Claim and start my next document (404 nothingWaiting)',
    answer: documentRecord,
  },
  {
    method: 'get',
    path: '/api/documents/dashboard',
    action: 'documents:dashboard',
    summary: 'Counts, overdue, due today, DBO loads and the oldest waiting document',
    query: dashboardQuery,
    answer: dashboard,
  },
  {
    method: 'get',
    path: '/api/documents/workload',
    action: 'documents:workload',
    summary: 'The DBO users I may assign to, with their load',
    query: workloadQuery,
    answer: workload,
  },
  {
    method: 'post',
    path: '/api/documents/assign-many',
    action: 'documents:assign-many',
    summary: 'Assign a selection to one DBO, all or nothing',
    body: assignManyBody,
    answer: assignedDocuments,
  },
  {
    method: 'post',
    path: '/api/documents/distribute',
    action: 'documents:distribute',
    summary: 'Spread a selection over the team by least load, all or nothing',
    body: distributeBody,
    answer: assignedDocuments,
  },
  {
    method: 'get',
    path: '/api/documents/{id}/work',
    action: 'documents:work',
    summary: 'The processing view: document, items, file, open issues, duplicates',
    answer: documentWork,
  },
  {
    method: 'put',
    path: '/api/documents/{id}/draft',
    action: 'documents:save-draft',
    summary: 'Save the header and all items at the version read',
    body: draftBody,
    answer: documentWork,
  },
];
