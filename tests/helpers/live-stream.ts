/** A client of GET /api/live: collects the server-sent events with the time each arrived. */
export interface LiveEvent {
  channel: string;
  type: string;
  payload: { ids: string[] };
  /** performance.now() when the event arrived. */
  at: number;
}

export interface LiveStream {
  events: LiveEvent[];
  /** Resolves once the server has answered and sent its first comment. */
  opened: Promise<void>;
  /** The first event (already in, or still to come) that matches. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
}

export function openLiveStream(url: string, token: string): LiveStream {
  const events: LiveEvent[] = [];
  const waiting = new Set<(event: LiveEvent) => void>();
  const abort = new AbortController();
  const next = (match: (event: LiveEvent) => boolean, timeoutMs = 10_000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const found = events.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no matching live event within ${timeoutMs} ms`));
      }, timeoutMs);
      const check = (event: LiveEvent) => {
        if (!match(event)) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(event);
      };
      waiting.add(check);
    });
  const opened = (async () => {
    const response = await fetch(`${url}/api/live`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (response.status !== 200) throw new Error(`GET /api/live answered ${response.status}`);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    // The server's first comment (": connected") says the subscription is in place.
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the live stream ended before it opened');
      buffer += value;
      if (buffer.includes('\n\n')) break;
    }
    void (async () => {
      try {
        for (;;) {
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          const at = performance.now();
          for (const block of blocks) {
            if (!block.startsWith('data: ')) continue;
            const event = { ...(JSON.parse(block.slice(6)) as LiveEvent), at };
            events.push(event);
            for (const check of [...waiting]) check(event);
          }
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
        }
      } catch {
        // aborted
      }
    })();
  })();
  return { events, opened, next, close: () => abort.abort() };
}
