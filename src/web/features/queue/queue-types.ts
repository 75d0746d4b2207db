/** The answers of the queue routes as the pages read them (the shapes are the server's, in common). */
import type { DocumentListEntry } from '../../../common/schemas/document';
import type { Dashboard, DboLoad, DocumentListRow } from '../../../common/schemas/document-work';

export type { Dashboard, DboLoad, DocumentListRow };
/** A row of GET /api/documents (the record and its assignee's name). */
export type DocumentRow = DocumentListEntry;
export type OldestWaitingDocument = NonNullable<Dashboard['oldestWaiting']>;
