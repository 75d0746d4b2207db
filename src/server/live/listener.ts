/**
 * The live bus's one dedicated PostgreSQL connection, LISTENing on a channel, kept for as long
 * as the bus is open: a connection that errs, ends, or fails the periodic check is replaced
 * (every half second until the database answers), and LISTEN is sent again on the new one.
 * Closing stops every attempt, also one in progress (pg-listen, used before, kept retrying after
 * close and left a connection open). Events announced while no connection listens are not heard.
 */
import pg from 'pg';

export interface ListenerLog {
  error(details: object, message: string): void;
  warn?(details: object, message: string): void;
}

export interface Listener {
  close(): Promise<void>;
}

export interface ListenerOptions {
  /** Between two attempts to connect (ms). */
  retryMs?: number;
  /** How often the connection is checked with a trivial query (ms). */
  checkMs?: number;
  /** How long a connection attempt or a check may take (ms). */
  timeoutMs?: number;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Connects and LISTENs (rejecting when the first attempt fails), then keeps listening until closed. */
export async function listen(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  log: ListenerLog,
  { retryMs = 500, checkMs = 5_000, timeoutMs = 5_000 }: ListenerOptions = {},
): Promise<Listener> {
  let closed = false;
  let lost = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const attempt = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, keepAlive: true });
    let dropped = false;
    const drop = (err?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (current === client) current = undefined;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (closed) return;
      if (!lost) log.warn?.({ err }, 'the live bus lost its PostgreSQL connection; reconnecting');
      lost = true;
      scheduleRetry();
    };
    // Every error of this client is heard here (an unheard 'error' would end the process).
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      drop(error);
      throw error;
    }
    if (closed || dropped) {
      drop();
      return;
    }
    current = client;
    if (lost) log.warn?.({}, 'the live bus listens again');
    lost = false;
  };

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      attempt().catch(() => undefined); // a failed attempt schedules the next one itself
    }, retryMs);
  };

  // A connection that died without a word (a silent network) is found by a query that fails.
  const check = setInterval(() => {
    const client = current;
    if (!client) return;
    // query_timeout is pg's per query (client.js reads it from the config), not in its types.
    const probe = { text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig;
    client.query(probe).catch((err: unknown) => {
      if (current === client) {
        current = undefined;
        client.emit('error', err as Error);
      }
    });
  }, checkMs);
  check.unref();

  try {
    await attempt();
  } catch (error) {
    closed = true;
    clearInterval(check);
    if (retry) clearTimeout(retry);
    throw error;
  }

  return {
    close: async () => {
      closed = true;
      clearInterval(check);
      if (retry) clearTimeout(retry);
      retry = undefined;
      const client = current;
      current = undefined;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
      }
    },
  };
}
