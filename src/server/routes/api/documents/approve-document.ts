/** POST /api/documents/:id/approve: the DBS supervisor approves processed work for the client's review. */
import { emptyBody } from '../../../../common/schemas/document.js';
import type { TransitionDef } from './transition.js';

export const approveDocument: TransitionDef<typeof emptyBody> = { name: 'approve', body: emptyBody };
