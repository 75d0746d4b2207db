/**
 * A round-robin TCP proxy for the load test's several servers (bench/users.ts,
 * BENCH_USERS_SERVERS): each connection the users open goes to the next server in turn, as a
 * load balancer spreads them, its bytes passed both ways untouched (tests/helpers/join-sockets.ts).
 */
import net from 'node:net';
import { joinSockets } from '../tests/helpers/join-sockets.js';

export interface RoundRobin {
  url: string;
  /** Connections handed to each server, in the servers' order. */
  handed: number[];
  close(): Promise<void>;
}

export async function startRoundRobin(targets: readonly URL[]): Promise<RoundRobin> {
  const handed = targets.map(() => 0);
  const open = new Set<net.Socket>();
  let next = 0;
  const server = net.createServer((client) => {
    const index = next % targets.length;
    next += 1;
    handed[index] = (handed[index] ?? 0) + 1;
    const target = targets[index] as URL;
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.setNoDelay(true);
      socket.once('close', () => open.delete(socket));
    }
    joinSockets(client, upstream);
  });
  server.on('error', (error) => console.error('round-robin proxy:', error.message));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
