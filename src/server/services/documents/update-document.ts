/**
 * The supervisor's edits of a document (PATCH /api/documents/:id {version, title?, dueAt?}), at
 * the version read (stale: 409 with the stored version). Increments the version; audited with
 * what changed. A new due time is a new promise: the SLA clock starts again towards it (warning
 * point, and a breach of it recorded once), paused at once if the document waits on the client.
 */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { documentUpdate } from '../../../common/schemas/document.js';
import type { Principal } from '../../auth/authorize.js';
import { findInScope } from '../../auth/find-in-scope.js';
import { changedFields, eventBy, recordAudit } from '../../db/audit.js';
import type { Row } from '../../db/loose.js';
import type { Database, StoredDocument } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { syncSlaClock } from '../sla/sla-clock.js';
import { freshClock, slaTermsFor } from '../sla/sla-terms.js';
import { toDocument } from './document-rows.js';
import { requireVersion, staleNow } from './document-version.js';

export async function updateDocument(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
  { version, ...changes }: z.infer<typeof documentUpdate>,
): Promise<Row> {
  if (Object.values(changes).every((value) => value === undefined)) throw new HttpError(400, 'nothingToChange');
  return db.transaction().execute(async (trx) => {
    const existing = (await findInScope(trx, 'document', principal, id)) as StoredDocument | undefined;
    if (!existing) throw new HttpError(404, 'noRecord', { params: { entity: 'document', id } });
    requireVersion(existing, version);
    const now = new Date().toISOString();
    const newDue = changes.dueAt && changes.dueAt !== existing.due_at ? changes.dueAt : undefined;
    const clock = newDue ? freshClock(await slaTermsFor(trx, existing.tenant_id), now, newDue) : {};
    const result = await trx
      .updateTable('document')
      .set({
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.dueAt !== undefined ? { due_at: changes.dueAt } : {}),
        ...clock,
        updated_at: now,
        version: sql<number>`version + 1`,
      })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw await staleNow(trx, id);
    if (newDue) await syncSlaClock(trx, id, now);
    const updated = await trx.selectFrom('document').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const after = toDocument(updated);
    await recordAudit(
      trx,
      eventBy(principal, 'document', { id, tenantId: existing.tenant_id }, 'update', {
        changes: changedFields(toDocument(existing), after),
      }),
      now,
    );
    return after;
  });
}
