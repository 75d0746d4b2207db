/** POST /api/documents/:id/approve {version}: the DBS supervisor approves processed work for the client's review. */
import { versionBody } from '../../../../common/schemas/document.js';
import type { TransitionDef } from './transition.js';

export const approveDocument: TransitionDef<typeof versionBody> = { name: 'approve', body: versionBody };
