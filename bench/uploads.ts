/**
 * `npm run bench:uploads`: the upload intake's speed and concurrency, on loopback only.
 *
 * 1. A 1 GiB upload over tus (create, one streamed PATCH, then the server's own completion:
 *    fsync, SHA-256, sniffing, rename, directory fsync, the database rows), timed from the
 *    client, beside `dd` writing the same size to the same disk with conv=fsync. Printed as a
 *    ratio of throughputs (target ≥ 50 %).
 * 2. 100 small uploads started at once: every one must land (an upload row and its stored file).
 *
 * The server runs in this process on SQLite in .tmp/bench-uploads (the disk dd writes to); the
 * client runs in its own process (bench/upload-client.ts). Token verification is a stub, as in
 * bench/run.ts: Firebase's cost is not the intake's. BENCH_UPLOAD_BYTES overrides the size.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

const BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 * 1024 * 1024);
const SMALL = 100;
const ROOT = path.resolve('.tmp', 'bench-uploads');
const UPLOADER = 'bench-uploader@bench.dbbs.test';

fs.rmSync(ROOT, { recursive: true, force: true });
fs.mkdirSync(ROOT, { recursive: true });
// The intake reads DATA_DIR when the app is built: set it before the server modules load.
process.env.DATA_DIR = ROOT;
const { buildApp } = await import('../src/server/app.js');
const { openDatabase } = await import('../src/server/db/database.js');
const { ensureTenant, ensureUser } = await import('../src/server/db/users.js');
const { openPolicyStore } = await import('../src/server/policy/policy-store.js');
type IdentityProvider = import('../src/server/auth/firebase.js').IdentityProvider;

const stubIdentity = {
  verify: async () => ({ uid: 'bench', email: UPLOADER }),
  auth: undefined,
} as unknown as IdentityProvider;

function runClient(args: string[], timeoutSeconds: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'upload-client.ts'), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutSeconds * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(JSON.parse(out) as Record<string, unknown>);
      else reject(new Error(`the upload client exited with ${code}`));
    });
  });
}

function ddSeconds(): number {
  const target = path.join(ROOT, 'dd.bin');
  const started = performance.now();
  execFileSync(
    'dd',
    ['if=/dev/zero', `of=${target}`, 'bs=1M', `count=${Math.ceil(BYTES / 1024 / 1024)}`, 'conv=fsync'],
    { stdio: 'ignore', timeout: 300_000 },
  );
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(target);
  return seconds;
}

const database = await openDatabase({ sqliteFile: path.join(ROOT, 'bench.sqlite') });
const policy = await openPolicyStore(path.resolve('policies/model.conf'), path.resolve('policies/policy.csv'), {
  info: () => {},
  error: console.error,
});
const app = await buildApp({ db: database.db, engine: database.engine, identity: stubIdentity, policy });
try {
  const now = new Date().toISOString();
  const tenantId = await ensureTenant(database.db, 'Bench Uploads');
  const user = await ensureUser(database.db, {
    email: UPLOADER,
    name: 'Bench uploader',
    roles: ['isUploader'],
    tenantId,
  });
  const locationId = randomUUID();
  await database.db
    .insertInto('location')
    .values({ id: locationId, tenant_id: tenantId, name: 'Bench desk', address: null, created_at: now })
    .execute();
  await database.db
    .insertInto('user_location')
    .values({ id: randomUUID(), user_id: user.id, location_id: locationId, tenant_id: tenantId, created_at: now })
    .execute();
  await database.db
    .updateTable('setting')
    .set({ value: String(BYTES) })
    .where('id', '=', 'uploadMaxBytes')
    .execute();
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  const gib = (BYTES / 1024 ** 3).toFixed(2);
  const dd = ddSeconds();
  const large = await runClient(['large', url, locationId, String(BYTES)], 600);
  const tusSeconds = Number(large.seconds);
  const mbps = (seconds: number) => (BYTES / 1024 / 1024 / seconds).toFixed(0);
  console.log(
    `large upload (${gib} GiB): dd ${dd.toFixed(2)} s (${mbps(dd)} MiB/s), tus ${tusSeconds.toFixed(2)} s (${mbps(tusSeconds)} MiB/s), result ${(large.result as { status?: string } | undefined)?.status}`,
  );
  console.log(`  ratio tus/dd throughput: ${((dd / tusSeconds) * 100).toFixed(0)} % (target ≥ 50 %)`);

  const small = await runClient(['small', url, locationId, String(SMALL)], 300);
  const rows = await database.db
    .selectFrom('upload')
    .select(['storage_key'])
    .where('file_name', 'like', 'bench-%.png')
    .execute();
  const stored = rows.filter((row) => fs.existsSync(path.join(ROOT, 'files', row.storage_key))).length;
  console.log(
    `${SMALL} concurrent small uploads: ${JSON.stringify(small.results)} in ${Number(small.seconds).toFixed(2)} s, failures ${small.failures}; rows ${rows.length}, files ${stored}`,
  );
  const landed = rows.length === SMALL && stored === SMALL && small.failures === 0;
  console.log(landed ? `  all ${SMALL} landed` : '  NOT all landed');
  if (!landed || (large.result as { status?: string } | undefined)?.status !== 'accepted') process.exitCode = 1;
} finally {
  policy.close();
  await app.close();
  await database.close();
  fs.rmSync(ROOT, { recursive: true, force: true });
}
