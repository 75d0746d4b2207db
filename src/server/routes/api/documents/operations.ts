/**
 * The back office's document operations as data, for the OpenAPI document (the routes beside
 * this file serve them): method, path, policy action, what it does, and its schemas.
 */
import type { DocumentOperation } from '../../../http/openapi.js';
import { documentRecord } from '../../../../common/schemas/document.js';
import {
  issueInboxQuery,
  issueInboxRow,
  issueMessageBody,
  issueThread,
  reopenIssueBody,
  resolveIssueBody,
} from '../../../../common/schemas/issue-inbox.js';

export const DOCUMENT_OPERATIONS: readonly DocumentOperation[] = [
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
];
