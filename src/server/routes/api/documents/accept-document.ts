/** POST /api/documents/:id/accept: the client supervisor accepts the work; the document is archived. */
import { emptyBody } from '../../../../common/schemas/document.js';
import type { TransitionDef } from './transition.js';

export const acceptDocument: TransitionDef<typeof emptyBody> = { name: 'accept', body: emptyBody };
