/** The location a mail intake route acts on, only inside the caller's scope (404 outside it). */
import { findInScope } from '../../../auth/find-in-scope.js';
import type { Principal } from '../../../auth/authorize.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../errors.js';

export async function locationInScope(context: AppContext, principal: Principal, id: string) {
  const found = await findInScope(context.db, 'location', principal, id);
  if (!found) throw new HttpError(404, 'noRecord', { params: { entity: 'location', id } });
  return { id: String(found.id), tenant_id: String(found.tenant_id), name: String(found.name) };
}
