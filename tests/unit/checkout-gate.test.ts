/**
 * The PostgreSQL checkout gate (src/server/db/checkout-gate.ts): with every connection lent
 * out, a request that already had one gets the next before requests still waiting for their
 * first; a wait past the connection time fails with the pool's own words, which answer 503.
 */
import { describe, expect, it } from 'vitest';
import { CheckoutGate, inRequestTurn } from '../../src/server/db/checkout-gate.js';
import { isConnectionLost } from '../../src/server/db/db-errors.js';

/** Runs `work` as one request's turn, as the server's first hook does. */
const asRequest = <T>(work: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => inRequestTurn(() => void work().then(resolve, reject)));

describe('the checkout gate', () => {
  it('gives a returned connection to a request in hand before newcomers that asked earlier', async () => {
    const gate = new CheckoutGate(1, 10_000);
    const order: string[] = [];
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    let giveBack: () => void = () => {};
    const holding = new Promise<void>((resolve) => (giveBack = resolve));

    // Request A holds the only connection.
    const a = asRequest(async () => {
      await gate.enter();
      order.push('A first');
      await holding;
      gate.leave();
      await gate.enter();
      order.push('A second');
      gate.leave();
    });
    await tick();
    // Two newcomers wait for their first connection.
    const newcomers = ['N1', 'N2'].map((name) =>
      asRequest(async () => {
        await gate.enter();
        order.push(name);
        await tick();
        gate.leave();
      }),
    );
    await tick();
    // A gives its connection back (N1 takes it) and at once asks again: it goes before N2.
    giveBack();
    await Promise.all([a, ...newcomers]);
    expect(order).toEqual(['A first', 'N1', 'A second', 'N2']);
  });

  it('lends up to its size at once, and a newcomer outside any request waits its turn', async () => {
    const gate = new CheckoutGate(2, 10_000);
    await gate.enter();
    await gate.enter();
    let admitted = false;
    const third = gate.enter().then(() => (admitted = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(admitted).toBe(false);
    gate.leave();
    await third;
    expect(admitted).toBe(true);
  });

  it('fails a wait past its time with the words that answer 503, and keeps its count', async () => {
    const gate = new CheckoutGate(1, 50);
    await gate.enter();
    const error = await gate.enter().catch((failure: unknown) => failure);
    expect(isConnectionLost(error)).toBe(true);
    gate.leave();
    // The connection returned is free again: the next enter takes it at once.
    await expect(gate.enter()).resolves.toBeUndefined();
  });
});
