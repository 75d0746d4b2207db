/**
 * The demo world seeded for a test. The browser tests and the API's seed test run side by side
 * against one Auth Emulator and all make the demo accounts of a fresh emulator; the seed itself
 * takes an account another file created a moment before as made (seed.ts ensureIdentity).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.js';
import { seedDemo } from '../../src/server/db/seed.js';
import { identity } from './identity.js';

export async function seedDemoWorld(db: Kysely<Database>): Promise<void> {
  await seedDemo(db, identity);
}
