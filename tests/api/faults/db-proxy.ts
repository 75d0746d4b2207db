/**
 * A TCP proxy between a test server and PostgreSQL, owned by the test, that breaks the
 * connection the way networks and databases do: every connection cut at once, one cut, new
 * connections refused (nothing listens on the port), or accepted and never answered (a silent
 * address).
 */
import net from 'node:net';
import { joinSockets } from '../../helpers/join-sockets.js';

export interface DbProxy {
  /** The database URL through the proxy (same user, database and parameters as the target). */
  url: string;
  /** Client sockets open through the proxy now. */
  readonly open: number;
  /** Destroys every proxied connection at once (both sides reset). */
  cutAll(): void;
  /** Destroys the proxied connection that was opened first and is still open. */
  cutOne(): void;
  /** Stops listening: a new connection is refused (ECONNREFUSED) until accept(). */
  refuse(): void;
  /** Accepts new connections but never answers them (nor forwards), until accept(). */
  silence(): void;
  /** Listens (again, on the same port) and forwards. */
  accept(): Promise<void>;
  close(): void;
}

export async function startDbProxy(targetUrl: string): Promise<DbProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname;
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>();
  const held = new Set<net.Socket>();
  let silent = false;

  const forward = (client: net.Socket) => {
    client.on('error', () => undefined);
    if (silent) {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    joinSockets(client, upstream);
  };
  // A new listener each time: a closed one keeps its open connections until they end.
  let server: net.Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const listener = net.createServer(forward);
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        listener.off('error', reject);
        server = listener;
        resolve((listener.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () => {
    server?.close();
    server = undefined;
  };
  const port = await listen(0);
  const proxied = new URL(targetUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);

  const cut = (pair: { client: net.Socket; upstream?: net.Socket }) => {
    // resetAndDestroy sends RST, as a dropped network or killed peer does; destroy() would FIN.
    pair.client.resetAndDestroy();
    pair.upstream?.resetAndDestroy();
    pairs.delete(pair);
  };
  const dropHeld = () => {
    for (const socket of held) socket.resetAndDestroy();
    held.clear();
  };

  return {
    url: proxied.toString(),
    get open() {
      return pairs.size;
    },
    cutAll: () => {
      for (const pair of [...pairs]) cut(pair);
    },
    cutOne: () => {
      const first = pairs.values().next().value;
      if (first) cut(first);
    },
    refuse: () => {
      silent = false;
      dropHeld();
      stopListening();
    },
    silence: () => {
      silent = true;
    },
    accept: async () => {
      silent = false;
      dropHeld();
      if (!server) await listen(port);
    },
    close: () => {
      dropHeld();
      for (const pair of [...pairs]) cut(pair);
      stopListening();
    },
  };
}
