/**
 * Who gets the next PostgreSQL connection when all are lent out. A request checks one out for
 * its user record, gives it back, then checks one out again for each statement of its own. In a
 * plain first-come queue, each of those later checkouts waits behind every request that arrived
 * since, so when hundreds of pages open at once (a restart, the morning) each of them waits
 * about as long as all of them together. Here a request that has already had a connection goes
 * before the ones still waiting for their first: the requests in hand finish first, one after
 * another, as they would on a single connection.
 *
 * A request's turn is kept in its own async context (`inRequestTurn`, opened when the request
 * arrives); work outside a request (timers, jobs) waits with the newcomers.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const turns = new AsyncLocalStorage<{ served: boolean }>();

/** Runs `next` (the rest of a request's handling) as one request's turn. */
export function inRequestTurn(next: () => void): void {
  turns.run({ served: false }, next);
}

/** The error of a wait for a connection past its time: the pool's own words, so it answers 503. */
const timedOut = () => new Error('timeout exceeded when trying to connect (all connections busy)');

interface Waiter {
  admit(): void;
  timer: NodeJS.Timeout;
}

export class CheckoutGate {
  private lent = 0;
  private readonly continuing: Waiter[] = [];
  private readonly newcomers: Waiter[] = [];

  constructor(
    private readonly size: number,
    private readonly timeoutMs: number,
  ) {}

  /** Waits for one of the `size` connections; fails after the time a connection may take. */
  enter(): Promise<void> {
    const turn = turns.getStore();
    const queue = turn?.served ? this.continuing : this.newcomers;
    if (turn) turn.served = true;
    if (this.lent < this.size) {
      this.lent += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(timedOut());
        }, this.timeoutMs),
      };
      queue.push(waiter);
    });
  }

  /** Gives a connection back: to a request in hand if one waits, else to the first newcomer. */
  leave(): void {
    const next = this.continuing.shift() ?? this.newcomers.shift();
    if (next) next.admit();
    else this.lent -= 1;
  }
}
