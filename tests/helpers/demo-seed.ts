/**
 * The demo world seeded for a test: `seedDemo` once more when its first try met a demo account
 * another test file was creating at that moment. The browser tests and the API's seed test run
 * side by side against one Auth Emulator, and both make the demo accounts of a fresh emulator;
 * the seed is idempotent, so the second try finds the account and goes on. Any other failure,
 * or the same one twice, fails the test.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.js';
import { seedDemo } from '../../src/server/db/seed.js';
import { identity } from './identity.js';

export async function seedDemoWorld(db: Kysely<Database>): Promise<void> {
  try {
    await seedDemo(db, identity);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/email-already-exists') throw error;
    await seedDemo(db, identity);
  }
}
