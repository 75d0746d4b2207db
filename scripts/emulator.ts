/**
 * Starts and stops the Firebase Auth Emulator for `npm start` and `npm test`. Each port set gets
 * its own generated firebase.json, so a running `npm start` and a test run do not collide.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const DEMO_PROJECT_ID = 'demo-dbbs';

export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

export const DEV_PORTS: EmulatorPorts = { auth: 9099, hub: 4400, logging: 4500 };
export const TEST_PORTS: EmulatorPorts = { auth: 9199, hub: 4410, logging: 4510 };

export interface RunningEmulator {
  host: string;
  stop(): Promise<void>;
}

async function ready(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`);
    return response.ok;
  } catch {
    return false;
  }
}

export async function startAuthEmulator(
  ports: EmulatorPorts,
  log: (line: string) => void = () => {},
): Promise<RunningEmulator> {
  const host = `127.0.0.1:${ports.auth}`;
  if (await ready(host)) {
    log(`Auth Emulator already running at ${host}; using it.`);
    return { host, stop: async () => {} };
  }
  const dir = path.resolve('.tmp', `emulator-${ports.auth}`);
  fs.mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'firebase.json');
  fs.writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: ports.auth },
        hub: { host: '127.0.0.1', port: ports.hub },
        logging: { host: '127.0.0.1', port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const bin = path.resolve('node_modules', '.bin', 'firebase');
  const child: ChildProcess = spawn(
    bin,
    ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID, '--config', configFile],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  while (!(await ready(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      killGroup(child);
      throw new Error(`The Auth Emulator did not start at ${host}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  log(`Auth Emulator ready at ${host}`);
  return {
    host,
    stop: async () => {
      killGroup(child);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) killGroup(child, 'SIGKILL');
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
