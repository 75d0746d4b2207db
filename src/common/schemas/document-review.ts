/** The review pages' bulk steps: approve or accept a selection, all or nothing, each at the version read. */
import { z } from 'zod';
import { documentRefs } from './document-work.js';

/** POST /api/documents/approve-many. */
export const approveManyBody = z.strictObject({ documents: documentRefs });
/** POST /api/documents/accept-many. */
export const acceptManyBody = z.strictObject({ documents: documentRefs });
