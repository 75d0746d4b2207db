/**
 * SQLite's job queues (text jobs, webhook deliveries) are rows polled by the one server. The loop
 * runs batches until none is due, then waits a poll interval; a job just added can poke it to look
 * again soon instead. stop() waits for the batch under way, so no job is left half done.
 */
export interface PollLoop {
  start(): void;
  stop(): Promise<void>;
  /** An idle loop looks again after delayMs rather than at its next poll. */
  poke(delayMs: number): void;
}

/** runBatch answers whether it found work (then the loop runs it again at once). */
export function createPollLoop(
  pollMs: number,
  runBatch: () => Promise<boolean>,
  onError: (error: unknown) => void,
): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<void> = Promise.resolve();

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => (current = tick()), delayMs);
  };

  const tick = async () => {
    timer = undefined;
    try {
      while (!stopped && (await runBatch()));
    } catch (error) {
      onError(error);
    }
    if (!stopped) schedule(pollMs);
  };

  return {
    start: () => {
      stopped = false;
      current = tick();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
    poke: (delayMs) => {
      if (timer && !stopped) {
        clearTimeout(timer);
        schedule(delayMs);
      }
    },
  };
}
