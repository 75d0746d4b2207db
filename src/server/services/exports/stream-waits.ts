/**
 * Waiting on a stream's event while the response may be closed by the client: an export stops
 * (and lets go of its page and file) instead of waiting forever for a reader who left.
 */
import { once, type EventEmitter } from 'node:events';
import type { Stream } from 'node:stream';

/** True when `emitter` emits `event`; false when `output` closes or errs first. */
export async function eventBeforeClose(emitter: EventEmitter, event: string, output: Stream & { destroyed: boolean }) {
  if (output.destroyed) return false;
  const stop = new AbortController();
  const { signal } = stop;
  try {
    return await Promise.race([
      once(emitter, event, { signal }).then(
        () => true,
        () => false,
      ),
      once(output, 'close', { signal }).then(
        () => false,
        () => false,
      ),
    ]);
  } finally {
    stop.abort();
  }
}
