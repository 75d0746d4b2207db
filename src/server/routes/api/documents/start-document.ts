/** POST /api/documents/:id/start {version}: the assignee starts keying the document. */
import { versionBody } from '../../../../common/schemas/document.js';
import { requireAssignee, type TransitionDef } from './transition.js';

export const startDocument: TransitionDef<typeof versionBody> = {
  name: 'start',
  body: versionBody,
  apply: (step) => {
    requireAssignee(step, 'start');
    return {};
  },
};
