/** What every route module receives: built once at start, never per request. */
import type { Kysely } from 'kysely';
import type { IdentityProvider } from './auth/firebase.js';
import type { Engine } from './db/database.js';
import type { Database } from './db/schema.js';
import type { Scheduler } from './jobs/scheduler.js';
import type { LiveBus } from './live/bus.js';
import type { MailSender } from './mail/mail-sender.js';
import type { PolicyStore } from './policy/policy-store.js';
import type { FileStorage } from './storage/file-storage.js';

export interface AppContext {
  db: Kysely<Database>;
  engine: Engine;
  identity: IdentityProvider;
  policy: PolicyStore;
  /** Live events to every server's streams (live/bus.ts). */
  live: LiveBus;
  /** Periodic tasks, run once across all servers (jobs/scheduler.ts). */
  scheduler: Scheduler;
  /** Where accepted files and what is derived from them (their words) are kept. */
  files: FileStorage;
  /** The mails of the ways in and the notices to administrators (the digest has its own timer). */
  mail: MailSender;
}

/** What the starter gives buildApp; it adds the live bus, the scheduler, the file storage and the mail sender itself. */
export type AppBase = Omit<AppContext, 'live' | 'scheduler' | 'files' | 'mail'>;
