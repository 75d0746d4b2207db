/**
 * The setup screen's data. policy_change: the access-policy editor's history, one row per saved
 * change with the lines it added and removed and the whole file before it, so any change can be
 * undone. The reasonCodes setting: the reasons offered when sending back or disputing.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy_change')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('added', 'text', (c) => c.notNull())
    .addColumn('removed', 'text', (c) => c.notNull())
    .addColumn('previous_text', 'text', (c) => c.notNull())
    .addColumn('reverts_id', 'text')
    .execute();
  await db.schema.createIndex('policy_change_at_idx').on('policy_change').columns(['at', 'id']).execute();
  // Written out here (not imported) so this migration stays what it was when it first ran.
  const reasonCodes = ['Illegible', 'Missing pages', 'Wrong document', 'Duplicate', 'Amount does not match'];
  await (db as Kysely<{ setting: { id: string; value: string; updated_at: string } }>)
    .insertInto('setting')
    .values({ id: 'reasonCodes', value: JSON.stringify(reasonCodes), updated_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ setting: { id: string } }>).deleteFrom('setting').where('id', '=', 'reasonCodes').execute();
  await db.schema.dropTable('policy_change').execute();
}
