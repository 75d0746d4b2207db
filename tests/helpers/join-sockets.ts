/**
 * Two sockets joined as a proxy joins them: the bytes pass both ways untouched, and when either
 * end fails or closes, the other is closed too. The fault tests' database proxy and the load
 * test's round-robin proxy both pass their connections through it.
 */
import type net from 'node:net';

export function joinSockets(client: net.Socket, upstream: net.Socket): void {
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
  client.pipe(upstream);
  upstream.pipe(client);
}
