/**
 * Each person's language, chosen on "My account": kept on the user record so it follows the
 * person to every browser. Null until chosen (the browser's own choice applies).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('language').execute();
}
