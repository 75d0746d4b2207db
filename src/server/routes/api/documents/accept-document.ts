/** POST /api/documents/:id/accept {version}: the client supervisor accepts the work; the document is archived. */
import { versionBody } from '../../../../common/schemas/document.js';
import type { TransitionDef } from './transition.js';

export const acceptDocument: TransitionDef<typeof versionBody> = { name: 'accept', body: versionBody };
