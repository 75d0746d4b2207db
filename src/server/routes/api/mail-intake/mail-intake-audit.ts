/**
 * A change to a location's mail intake (its address, the senders it accepts) is recorded on the
 * location, so it shows in the location's history with the tenant's other events.
 */
import type { Transaction } from 'kysely';
import type { Principal } from '../../../auth/authorize.js';
import { eventBy, recordAudit, type AuditEntry } from '../../../db/audit.js';
import type { Database } from '../../../db/schema.js';

export function recordMailIntakeChange(
  trx: Transaction<Database>,
  principal: Principal,
  location: { id: string; tenant_id: string },
  action: 'rotate-mail-address' | 'allow-mail-sender' | 'remove-mail-sender',
  changes: NonNullable<AuditEntry['changes']>,
): Promise<void> {
  return recordAudit(
    trx,
    eventBy(principal, 'location', { id: location.id, tenantId: location.tenant_id }, action, { changes }),
  );
}
