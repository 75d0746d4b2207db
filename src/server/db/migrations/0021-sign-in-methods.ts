/**
 * Which ways in the sign-in page offers is a setting (signInMethods). It starts empty (null):
 * the page then offers what its build's default names, until an administrator saves a choice.
 */
import { type Kysely } from 'kysely';
import { deleteSettings, insertSettings } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await insertSettings(db, { signInMethods: null });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await deleteSettings(db, ['signInMethods']);
}
