/**
 * The back office's document operations as data, for the OpenAPI document (the routes beside
 * this file serve them): method, path, policy action, what it does, and its schemas.
 */
import type { DocumentOperation } from '../../../http/openapi.js';
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
import {
  docItemAcrossRow,
  docItemsAcrossQuery,
  docItemsAcrossTotal,
} from '../../../../common/schemas/doc-items-across.js';
import { acceptManyBody, approveManyBody } from '../../../../common/schemas/document-review.js';
import { documentRecord, reasonCodesAnswer } from '../../../../common/schemas/document.js';
import {
  issueInboxQuery,
  issueInboxRow,
  issueMessageBody,
  issueThread,
  reopenIssueBody,
  resolveIssueBody,
} from '../../../../common/schemas/issue-inbox.js';
import { timeline } from '../../../../common/schemas/timeline.js';


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
  {
    method: 'get',
    path: '/api/documents/reason-codes',
    action: 'documents:reason-codes',
    summary: 'The reason codes a send-back or dispute chooses from (the settings)',
    answer: reasonCodesAnswer,
  },
  {
    method: 'post',
    path: '/api/documents/approve-many',
    action: 'documents:approve-many',
    summary: 'Approve a selection of processed documents, all or nothing',
    body: approveManyBody,
    answer: assignedDocuments,
  },
  {
    method: 'post',
    path: '/api/documents/accept-many',
    action: 'documents:accept-many',
    summary: 'Accept (archive) a selection of approved documents, all or nothing',
    body: acceptManyBody,
    answer: assignedDocuments,
  },
  {
    method: 'get',
    path: '/api/documents/{id}/timeline',
    action: 'documents:read',
    summary: "The document's whole story: its steps and its issues' events, oldest first",
    answer: timeline,
  },
  {
    method: 'get',
    path: '/api/issues/inbox',
    action: 'issues:inbox',
    summary: 'Issues in my scope: waiting on the client first for the client, oldest first',
    query: issueInboxQuery,
    answer: issueInboxRow.array(),
  },
  {
    method: 'get',
    path: '/api/issues/{id}/thread',
    action: 'issues:thread',
    summary: 'One issue and its messages, unread ones marked for me',
    answer: issueThread,
  },
  {
    method: 'post',
    path: '/api/issues/{id}/read',
    action: 'issues:thread',
    summary: 'Mark the thread read for me (204)',
    answer: issueThread.pick({}),
  },
  {
    method: 'post',
    path: '/api/issues/{id}/messages',
    action: 'issues:message',
    summary: 'Answer in the thread of an open issue; waitingOn flips when the awaited side answers (201)',
    body: issueMessageBody,
    answer: issueThread.shape.messages.element,
  },
  {
    method: 'post',
    path: '/api/issues/{id}/resolve',
    action: 'issues:resolve',
    summary: 'Resolve an issue; the last open one returns its on-hold document to processing',
    body: resolveIssueBody,
    answer: issueThread.pick({ issue: true }).extend({ document: documentRecord }),
  },
  {
    method: 'post',
    path: '/api/issues/{id}/reopen',
    action: 'issues:reopen',
    summary: 'Reopen a resolved issue with a message; a processing document goes back on hold',
    body: reopenIssueBody,
    answer: issueThread.pick({ issue: true }).extend({ document: documentRecord }),
  },
  {
    method: 'get',
    path: '/api/doc-items/across',
    action: 'doc-items:across',
    summary: 'Items across documents, filtered (x-total-count)',
    query: docItemsAcrossQuery,
    answer: docItemAcrossRow.array(),
  },
  {
    method: 'get',
    path: '/api/doc-items/across/totals',
    action: 'doc-items:across',
    summary: 'Totals per currency of the filtered items: net, tax, gross',
    query: docItemsAcrossQuery,
    answer: docItemsAcrossTotal.array(),
  },
];
