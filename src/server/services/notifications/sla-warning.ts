/**
 * "About to breach": the SLA checks call this in their own transaction when a document has used
 * most of its time. The assignee and their DBS supervisor are told; the system is the actor.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notify } from './notify.js';
import { teamSupervisorsOf, type DocumentPlace } from './recipients.js';

/** Returns who was told (nobody when both turned the kind off or the document has left their scope). */
export async function notifySlaWarning(
  trx: Kysely<Database>,
  document: DocumentPlace,
  now: string = new Date().toISOString(),
): Promise<string[]> {
  return notify(trx, {
    kind: 'sla_warning',
    document,
    actorId: null,
    now,
    recipients: [document.assignee_id, ...(await teamSupervisorsOf(trx, document))],
  });
}
