/** What every route module receives: built once at start, never per request. */
import type { Kysely } from 'kysely';
import type { IdentityProvider } from './auth/firebase.js';
import type { Engine } from './db/database.js';
import type { Database } from './db/schema.js';
import type { PolicyStore } from './policy/policy-store.js';

export interface AppContext {
  db: Kysely<Database>;
  engine: Engine;
  identity: IdentityProvider;
  policy: PolicyStore;
}
