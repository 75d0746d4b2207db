/**
 * The real API server as a child process: its own memory, its own DATA_DIR, on a free loopback
 * port. `npm test` builds the server as production runs it and names the build in SERVER_ENTRY
 * (`node dist-server/main.js`, made afresh for the run); a file run on its own starts the source
 * (`node --import tsx src/server/main.ts`), so it never runs an old build. Its JSON log lines (stdout) are kept, so a
 * test can see what the server did; stderr passes through.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EMULATOR_HOST, SERVER_ENTRY } from './env.js';
import { waitFor } from './wait-for.js';

export interface ChildServer {
  url: string;
  dataDir: string;
  /** Every JSON line the server logged so far. */
  logs: Record<string, unknown>[];
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A server process started by `startServer`, with the JSON lines it logged so far. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  logs: Record<string, unknown>[];
}

/** SIGKILL: the server dies with no chance to clean up, as in a crash. */
export async function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the server on a given port and data directory and waits for its health answer; a test
 * that restarts a server after a crash starts it again on the same port and directory.
 */
export async function startServer(port: number, dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const entry = SERVER_ENTRY ? ['--enable-source-maps', SERVER_ENTRY] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
      return fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false, // not listening yet
      );
    },
    { timeout: 90_000, interval: 200, message: `the server on port ${port} to start` },
  ).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
  return { child, logs, url };
}

/** Starts a server; a port taken between choosing and binding it is retried with another. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-child-'));
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const { child, logs, url } = await startServer(await freePort(), dataDir, env);
      return {
        url,
        dataDir,
        logs,
        stop: async () => {
          await stopChild(child);
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      lastError = error;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  throw lastError;
}
