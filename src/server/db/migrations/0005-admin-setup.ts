/**
 * The setup screen's data. policy_change: the access-policy editor's history, one row per saved
 * change with the lines it added and removed and the whole file before it, so any change can be
 * undone. The reasonCodes setting: the reasons offered when sending back or disputing.
 */
import type { Kysely } from 'kysely';
import { createIndex, deleteSettings, insertSettings, required, tableWithId } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'policy_change')
    .addColumn('at', 'text', required)
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('added', 'text', required)
    .addColumn('removed', 'text', required)
    .addColumn('previous_text', 'text', required)
    .addColumn('reverts_id', 'text')
    .execute();
  await createIndex(db, 'policy_change_at_idx', 'policy_change', ['at', 'id']);
  await insertSettings(db, {
    reasonCodes: ['Illegible', 'Missing pages', 'Wrong document', 'Duplicate', 'Amount does not match'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await deleteSettings(db, ['reasonCodes']);
  await db.schema.dropTable('policy_change').execute();
}
