/** Notifications (issue 14): what other services call to tell people about a step. */
export { notify, type Notice } from './notify.js';
export { notifyDocumentStep, type DocumentStep } from './document-steps.js';
export { notifyIssueAnswer, notifyIssueRaised, type IssueEvent } from './issue-notices.js';
export { notifySlaWarning } from './sla-warning.js';
export type { DocumentPlace } from './recipients.js';
