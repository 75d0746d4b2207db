/**
 * `npm start`: the whole app on its embedded defaults. Starts the Auth Emulator (9099), the API
 * (3000, SQLite under ./data, demo data seeded on first start) and the web app (5173, Vite
 * proxying /api), prints the URL and the demo accounts, and stops everything on Ctrl+C. The API
 * also receives documents by email: its SMTP listener on a local port (2525), for the addresses
 * shown on each location's page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/common/demo-accounts.js';
import { DEV_PORTS, startAuthEmulator } from './emulator.js';

const API_PORT = Number(process.env.PORT ?? 3000);
const WEB_URL = 'http://localhost:5173';
const SMTP_PORT = Number(process.env.INBOUND_SMTP_PORT ?? 2525);
const INBOUND_DOMAIN = process.env.INBOUND_DOMAIN ?? 'inbound.dbbs.test';
const children: ChildProcess[] = [];
let stopping = false;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
  children.push(child);
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`${command} ${args.join(' ')} exited (${code}); stopping.`);
      void stop(1);
    }
  });
  return child;
}

async function waitFor(url: string, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

let emulatorStop: () => Promise<void> = async () => {};

async function stop(code: number): Promise<never> {
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await emulatorStop();
  process.exit(code);
}

process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

try {
  const started = Date.now();
  const emulator = await startAuthEmulator(DEV_PORTS, console.log);
  emulatorStop = emulator.stop;
  const env = {
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    PORT: String(API_PORT),
    INBOUND_SMTP_PORT: String(SMTP_PORT),
    INBOUND_DOMAIN,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  // node itself, not npx: a signal to it reaches the server, not a wrapper that leaves the server running.
  run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], env);
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, 'The API');
  run('npx', ['vite', '--clearScreen', 'false'], { API_PORT: String(API_PORT) });
  await waitFor(`${WEB_URL}/`, 'The web app');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nDBBS document portal is ready at ${WEB_URL} (started in ${seconds} s)\n`);
  console.log(`Demo accounts (development only), password ${DEMO_PASSWORD}:`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(28)} ${account.roles.join(', ')}`);
  console.log(
    `\nDocuments by email: SMTP on 127.0.0.1:${SMTP_PORT} for the addresses @${INBOUND_DOMAIN} shown on each location's page.`,
  );
  console.log('\nPress Ctrl+C to stop.');
} catch (error) {
  console.error((error as Error).message);
  await stop(1);
}
