/**
 * The live bus: small events (a record changed, a notification was made) from the write that
 * causes them to every server's open streams. One interface, two transports:
 *
 * - SQLite (one server by nature): an in-process EventEmitter; an event goes out on the next turn.
 * - PostgreSQL: `pg_notify` on a channel of our schema, sent through the writer's own
 *   connection, so inside a transaction it is delivered only when that commits (a rolled back
 *   write announces nothing). Each server LISTENs on one dedicated connection (listener.ts,
 *   replaced when lost) and hands what arrives to its own streams, the publishing server's included.
 *
 * NOTIFY refuses payloads of 8,000 bytes or more. Events should carry ids, not data; one that is
 * larger anyway is kept in live_event_spill (migration 0014, same transaction) and the
 * notification carries only its row id. Note that PostgreSQL folds identical notifications of one
 * transaction into one: two equal events in one write arrive once.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { PostgresAdapter, sql, type Compilable, type Kysely } from 'kysely';
import type { Engine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { listen, type ListenerLog } from './listener.js';

/** Payloads at or above this many bytes go through live_event_spill (NOTIFY's limit is 8,000). */
export const NOTIFY_LIMIT = 7_900;
const CHANNEL_PREFIX = 'dbbs_live_';

export interface LiveBus {
  /** Calls listener with every event of topic, from any server; returns the unsubscribe. */
  subscribe<T = unknown>(topic: string, listener: (payload: T) => void): () => void;
  close(): Promise<void>;
}

interface Envelope {
  topic: string;
  payload?: unknown;
  /** The live_event_spill row holding the payload when it was too large to notify. */
  spill?: string;
}

export interface SpillTable {
  id: string;
  payload: string;
  created_at: string;
}
type SpillDatabase = Database & { live_event_spill: SpillTable };
const spillDb = (db: Kysely<Database>): Kysely<SpillDatabase> => db.withTables<{ live_event_spill: SpillTable }>();

/** The one in-process bus of SQLite servers (and of each PostgreSQL server's own streams). */
const local = new EventEmitter();
local.setMaxListeners(0);

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Announces an event through db (a transaction, when the event belongs to a write): on
 * PostgreSQL to every server once db commits, on SQLite to this process on the next turn.
 */
export function publish(db: Kysely<Database>, topic: string, payload: unknown): Promise<void> {
  return publishAll(db, [{ topic, payload }]);
}

/** Several events as publish announces one, in order; on PostgreSQL in one statement. */
export function publishAll(db: Kysely<Database>, events: readonly Omit<Envelope, 'spill'>[]): Promise<void> {
  return writeAndPublish(db, undefined, events);
}

/** A write query of db's (an insert, update or delete) that writeAndPublish runs. */
export type AnnouncedWrite = Compilable & { execute(): Promise<unknown> };

/**
 * Runs write (an insert, update or delete, when given) and announces events as publishAll does.
 * On PostgreSQL both go in one statement, the write as a WITH clause: a write and its
 * announcements cost one round trip, not two.
 */
export async function writeAndPublish(
  db: Kysely<Database>,
  write: AnnouncedWrite | undefined,
  events: readonly Omit<Envelope, 'spill'>[],
): Promise<void> {
  if (!isPostgres(db)) {
    if (write) await write.execute();
    if (events.length > 0) {
      setImmediate(() => {
        for (const { topic, payload } of events) local.emit(topic, payload);
      });
    }
    return;
  }
  if (events.length === 0) {
    if (write) await write.execute();
    return;
  }
  const texts: string[] = [];
  for (const { topic, payload } of events) {
    const text = JSON.stringify({ topic, payload } satisfies Envelope);
    if (Buffer.byteLength(text) < NOTIFY_LIMIT) {
      texts.push(text);
      continue;
    }
    const id = randomUUID();
    await spillDb(db)
      .insertInto('live_event_spill')
      .values({ id, payload: JSON.stringify(payload), created_at: new Date().toISOString() })
      .execute();
    texts.push(JSON.stringify({ topic, spill: id } satisfies Envelope));
  }
  const notices = sql.join(texts.map((text) => sql`pg_notify(${CHANNEL_PREFIX} || current_schema(), ${text})`));
  await (write ? sql`with written as (${write}) select ${notices}` : sql`select ${notices}`).execute(db);
}

function subscribeTo(emitter: EventEmitter) {
  return <T>(topic: string, listener: (payload: T) => void) => {
    const wrapped = (payload: unknown) => listener(payload as T);
    emitter.on(topic, wrapped);
    return () => void emitter.off(topic, wrapped);
  };
}

export interface LiveBusOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL: the server's DATABASE_URL, for the listening connection. */
  databaseUrl?: string;
  log: ListenerLog;
}

export async function openLiveBus(options: LiveBusOptions): Promise<LiveBus> {
  if (options.engine === 'sqlite') return { subscribe: subscribeTo(local), close: async () => {} };
  if (!options.databaseUrl) throw new Error('the live bus on PostgreSQL needs the database URL');
  return openPostgresBus(options.db, options.databaseUrl, options.log);
}

async function openPostgresBus(db: Kysely<Database>, url: string, log: LiveBusOptions['log']): Promise<LiveBus> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const channel = CHANNEL_PREFIX + (rows[0]?.schema ?? 'public');
  const mine = new EventEmitter();
  mine.setMaxListeners(0);
  const deliver = async (text: string) => {
    const envelope = JSON.parse(text) as Envelope;
    let payload = envelope.payload;
    if (envelope.spill) {
      const row = await spillDb(db)
        .selectFrom('live_event_spill')
        .select('payload')
        .where('id', '=', envelope.spill)
        .executeTakeFirst();
      if (!row) return;
      payload = JSON.parse(row.payload);
    }
    mine.emit(envelope.topic, payload);
  };
  // Payloads are parsed here, so one bad payload cannot throw in the connection's handler.
  const listener = await listen(
    url,
    channel,
    (text) => deliver(text).catch((err: unknown) => log.error({ err }, 'a live event could not be delivered')),
    log,
  );
  return {
    subscribe: subscribeTo(mine),
    close: async () => {
      mine.removeAllListeners();
      await listener.close();
    },
  };
}

/** Spilled payloads older than this are deleted by the scheduled clean-up (every server has read them). */
export const SPILL_KEEP_MS = 3_600_000;

export async function deleteOldSpills(db: Kysely<Database>, now = Date.now()): Promise<number> {
  if (!isPostgres(db)) return 0;
  const result = await spillDb(db)
    .deleteFrom('live_event_spill')
    .where('created_at', '<', new Date(now - SPILL_KEEP_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
