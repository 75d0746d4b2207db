/**
 * Which ways in the sign-in page offers is a setting (signInMethods). It starts empty (null):
 * the page then offers what its build's default names, until an administrator saves a choice.
 */
import { type Kysely } from 'kysely';

type Settings = Kysely<{ setting: { id: string; value: string; updated_at: string } }>;

export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as Settings)
    .insertInto('setting')
    .values({ id: 'signInMethods', value: JSON.stringify(null), updated_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Settings).deleteFrom('setting').where('id', '=', 'signInMethods').execute();
}
