/**
 * The upload_intake table (migration 0004): one row per tus upload with its owner, tenant and
 * location, and in the end its result. It is kept out of db/schema.ts's Database so the scope
 * table there need not know it: the intake is only ever read by its owner, by id.
 */
import type { Kysely, Transaction } from 'kysely';
import { intakeResult, type IntakeResult, type IntakeStatus } from '../../../common/uploads.js';
import type { Database } from '../../db/schema.js';

export interface UploadIntakeTable {
  id: string;
  tenant_id: string;
  location_id: string;
  uploader_id: string;
  file_name: string;
  size: number | string;
  status: string;
  result: string | null;
  created_at: string;
  updated_at: string;
}

export type IntakeDatabase = Database & { upload_intake: UploadIntakeTable };

export function intakeDb(db: Kysely<Database> | Transaction<Database>): Kysely<IntakeDatabase> {
  return db.withTables<{ upload_intake: UploadIntakeTable }>();
}

export async function findIntake(db: Kysely<Database>, id: string): Promise<UploadIntakeTable | undefined> {
  return intakeDb(db).selectFrom('upload_intake').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The result to show for an intake row (a row still receiving has none yet). */
export function resultOf(row: UploadIntakeTable): IntakeResult {
  if (row.result) {
    const parsed = intakeResult.safeParse(JSON.parse(row.result));
    if (parsed.success) return parsed.data;
  }
  return { status: 'receiving', tusId: row.id };
}

/**
 * Records the result, once: only a row still receiving changes, so two finishers racing for
 * the same upload (the final PATCH and a result query) cannot both write. True if this one did.
 */
export async function settleIntake(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  result: IntakeResult,
): Promise<boolean> {
  const updated = await intakeDb(db)
    .updateTable('upload_intake')
    .set({
      status: result.status satisfies IntakeStatus,
      result: JSON.stringify(result),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'receiving')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Undoes a cancellation that the tus store then refused, so the upload can still be resumed. */
export async function reopenCancelledIntake(db: Kysely<Database>, id: string): Promise<void> {
  await intakeDb(db)
    .updateTable('upload_intake')
    .set({ status: 'receiving', result: null, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'cancelled')
    .execute();
}
