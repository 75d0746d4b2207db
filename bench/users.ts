/**
 * The load test of `npm run bench`: BENCH_USERS (default 200) simulated users of mixed roles
 * at once for BENCH_USERS_SECONDS (default 60), against the real API on one engine. Each user
 * works like a person of its role, one request at a time with a think time between two
 * (BENCH_THINK_MS, default 1000, drawn between half and one and a half of it):
 *
 * - DBO users (12 of every 20): their queue, a document's work, the draft saved with three
 *   items, submit (processing → processed); start next when the queue is empty;
 * - the DBS supervisor of each tenant's team: processed documents, one opened, approved;
 * - the client supervisor of each tenant: approved documents, one opened, accepted (archived);
 * - client HQ: the tenant's documents, one opened with its timeline;
 * - uploaders (3 of 20): their uploads list;
 * - administrators (2 of 20): every document by status, one opened, the audit events.
 *
 * Every tenant (one per 20 users) has its own team, so no two users ever move the same
 * document: every answer but 2xx (and start next's 404 when nothing waits) is an error.
 * The data set is its own (.tmp/bench-users-N.sqlite, schema bench_users_N, N =
 * BENCH_USERS_DOCUMENTS, default 100000), since the run moves documents; seeded once, reused.
 * Up to 100,000 documents are spread over every state of the workflow. Beyond that, the rest is
 * history: archived documents that arrived before the others. A back office's open work is
 * bounded by its people, not by its archive, so ten times the data is ten times the history
 * (at 1,000,000 documents, 900,000 archived ones before the same 100,000 as at 100,000).
 * Token verification is a stub (the token names the user); the rest is the real request path,
 * with the development edge settings (loopback is not rate limited, back-pressure off).
 * bench/users-trace.ts runs it traced, to tell where the slowest requests spent their time.
 *
 * BENCH_USERS_SERVERS (default 1): on PostgreSQL, that many API servers, each its own process
 * (bench/users-server.ts) on the one data set, behind a round-robin proxy (bench/round-robin.ts)
 * that the users call. A data set for other than 200 users is its own (…_u<users>), since
 * every 20 users have a tenant of their own with its documents.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Role as RoleName } from '../src/common/roles.js';
import { buildApp } from '../src/server/app.js';
import { openDatabase, type DatabaseHandle, type Engine } from '../src/server/db/database.js';
import { generateDocuments } from '../src/server/db/demo-data.js';
import type { Database } from '../src/server/db/schema.js';
import { ensureTenant, ensureUser } from '../src/server/db/users.js';
import { openPolicyStore } from '../src/server/policy/policy-store.js';
import { startRoundRobin } from './round-robin.js';
import { benchEmail, stubIdentity } from './stub-identity.js';

export const USERS = Number(process.env.BENCH_USERS ?? 200);
export const USERS_SECONDS = Number(process.env.BENCH_USERS_SECONDS ?? 60);
export const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
export const USERS_DOCUMENTS = Number(process.env.BENCH_USERS_DOCUMENTS ?? 100_000);
export const USERS_SERVERS = Number(process.env.BENCH_USERS_SERVERS ?? 1);
/** The documents of every state; the rest of the data set is archived history. */
const WORKING_DOCUMENTS = Math.min(USERS_DOCUMENTS, 100_000);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

for (const [name, value] of Object.entries({
  BENCH_USERS: USERS,
  BENCH_USERS_SECONDS: USERS_SECONDS,
  BENCH_USERS_SERVERS: USERS_SERVERS,
})) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
}

export type Role = 'dbo' | 'dbs' | 'supervisor' | 'hq' | 'uploader' | 'admin';
/** The roles of every 20 users, in order. */
const MIX: Role[] = [
  ...Array<Role>(12).fill('dbo'),
  'dbs',
  'supervisor',
  'hq',
  'uploader',
  'uploader',
  'uploader',
  'admin',
  'admin',
];
const ROLE_NAMES: Record<Role, RoleName> = {
  dbo: 'isDbo',
  dbs: 'isDbs',
  supervisor: 'ClientSupervisor',
  hq: 'isClientHq',
  uploader: 'isUploader',
  admin: 'isDbAdmin',
};

export interface SimulatedUser {
  token: string;
  role: Role;
  tenant: number;
}

/** The users: user k has role MIX[k % 20] in tenant floor(k / 20). */
export const simulatedUsers = (count = USERS): SimulatedUser[] =>
  Array.from({ length: count }, (_, k) => ({
    token: `u${k}-${MIX[k % MIX.length]}`,
    role: MIX[k % MIX.length] as Role,
    tenant: Math.floor(k / MIX.length),
  }));

const dataSet = `${USERS_DOCUMENTS}${USERS === 200 ? '' : `_u${USERS}`}`;
const SCHEMA = `bench_users_${dataSet}`;

async function open(engine: Engine): Promise<DatabaseHandle> {
  if (engine === 'postgres') return openDatabase({ url: PG_URL, schema: SCHEMA });
  return openDatabase({ sqliteFile: path.join('.tmp', `bench-users-${dataSet}.sqlite`) });
}

/** Tenants, locations, teams and users for the users; documents up to the count, spread over the tenants. */
async function prepare(db: Kysely<Database>, engine: Engine, users: SimulatedUser[]): Promise<void> {
  const tenants = Math.max(...users.map((user) => user.tenant)) + 1;
  const now = new Date().toISOString();
  const have = Number(
    (
      await db
        .selectFrom('document')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const perTenant = Math.max(1, Math.ceil((WORKING_DOCUMENTS - have) / tenants));
  const historyPerTenant = Math.ceil((USERS_DOCUMENTS - WORKING_DOCUMENTS) / tenants);
  for (let t = 0; t < tenants; t += 1) {
    const tenantId = await ensureTenant(db, `Bench Users Tenant ${t}`);
    const locations: string[] = [];
    for (let l = 0; l < 3; l += 1) {
      const name = `Bench location ${t}-${l}`;
      await db
        .insertInto('location')
        .values({ id: `bench-location-${t}-${l}`, tenant_id: tenantId, name, address: null, created_at: now })
        .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
        .execute();
      locations.push(
        (await db.selectFrom('location').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id,
      );
    }
    const records = new Map<SimulatedUser, string>();
    for (const user of users.filter((u) => u.tenant === t)) {
      const clientSide = user.role === 'supervisor' || user.role === 'hq' || user.role === 'uploader';
      const record = await ensureUser(db, {
        email: benchEmail(user.token),
        name: user.token,
        roles: [ROLE_NAMES[user.role]],
        tenantId: clientSide ? tenantId : null,
      });
      records.set(user, record.id);
    }
    const of = (role: Role) => [...records].filter(([user]) => user.role === role).map(([, id]) => id);
    const teamId = `bench-users-team-${t}`;
    if (!(await db.selectFrom('team').select('id').where('id', '=', teamId).executeTakeFirst())) {
      await db
        .insertInto('team')
        .values({ id: teamId, name: `Bench users team ${t}`, supervisor_id: of('dbs')[0] ?? null, created_at: now })
        .execute();
      await db
        .insertInto('assignment')
        .values({
          id: `bench-users-assignment-${t}`,
          team_id: teamId,
          tenant_id: tenantId,
          location_id: null,
          created_at: now,
        })
        .execute();
      const members = of('dbo').map((userId, i) => ({
        id: `bench-users-member-${t}-${i}`,
        team_id: teamId,
        user_id: userId,
        created_at: now,
      }));
      if (members.length) await db.insertInto('team_member').values(members).execute();
      const places = of('uploader').map((userId, i) => ({
        id: `bench-users-place-${t}-${i}`,
        user_id: userId,
        location_id: locations[i % locations.length] as string,
        tenant_id: tenantId,
        created_at: now,
      }));
      if (places.length) await db.insertInto('user_location').values(places).execute();
    }
    if (have < USERS_DOCUMENTS) {
      const places = locations.map((id): [string, string] => [tenantId, id]);
      // History first, ending a year before the working documents start arriving.
      if (historyPerTenant > 0)
        await generateDocuments(db, {
          count: historyPerTenant,
          places,
          assignees: of('dbo'),
          statuses: ['archived'],
          newestAt: Date.now() - (perTenant + 525_600) * 60_000,
          batch: 2000,
        });
      await generateDocuments(db, {
        count: perTenant,
        places,
        assignees: of('dbo'),
        batch: 2000,
      });
    }
  }
  if (have < USERS_DOCUMENTS)
    console.log(
      `  ${engine}: seeded ${tenants} tenants, ${perTenant * tenants} documents and ${historyPerTenant * tenants} archived before them`,
    );
  await sql`analyze`.execute(db);
}

export interface RouteFigures {
  route: string;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  max: number;
  /** p95 and max of the requests sent after the opening (the first two think times). */
  steadyP95: number;
  steadyMax: number;
}
export interface UsersResult {
  engine: Engine;
  users: number;
  seconds: number;
  requests: number;
  rps: number;
  errors: number;
  routes: RouteFigures[];
  /** A few of the refused answers, to say why. */
  samples: string[];
}

function generate(base: string, users: SimulatedUser[]): Promise<Omit<UsersResult, 'engine'>> {
  return new Promise((resolve, reject) => {
    const config = JSON.stringify({ base, users, seconds: USERS_SECONDS, thinkMs: THINK_MS });
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'users-load.ts'), config], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), (USERS_SECONDS + 120) * 1000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`users-load ended with ${signal ?? code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Omit<UsersResult, 'engine'>);
    });
  });
}

/** Starts one server process of several; answers its address and how to stop it. */
function startServerProcess(): Promise<{ url: URL; stop(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'users-server.ts'), SCHEMA], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`a bench server ended with ${code} before it listened`)));
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // Only whole lines: a chunk may end inside one.
      const line = out
        .split('\n')
        .slice(0, -1)
        .find((text) => text.startsWith('{'));
      if (line) resolve({ url: new URL((JSON.parse(line) as { url: string }).url), stop });
    });
  });
}

/** The users against USERS_SERVERS server processes behind a round-robin proxy (PostgreSQL). */
async function runOnServers(database: DatabaseHandle, users: SimulatedUser[]): Promise<UsersResult> {
  await prepare(database.db, 'postgres', users);
  const servers: { url: URL; stop(): Promise<void> }[] = [];
  try {
    for (let i = 0; i < USERS_SERVERS; i += 1) servers.push(await startServerProcess());
    const proxy = await startRoundRobin(servers.map((server) => server.url));
    try {
      const result = await generate(proxy.url, users);
      console.log(`  postgres: connections handed to each server: ${proxy.handed.join(', ')}`);
      return { engine: 'postgres', ...result };
    } finally {
      await proxy.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** With `watch`, the caller sees the app before it listens (bench/users-trace.ts times its requests). */
export async function runUsers(engine: Engine, watch?: (app: FastifyInstance) => void): Promise<UsersResult> {
  const users = simulatedUsers();
  const servers = engine === 'postgres' ? USERS_SERVERS : 1;
  console.log(
    `${engine}: ${users.length} simulated users for ${USERS_SECONDS} s (data set of ${USERS_DOCUMENTS} documents)` +
      (servers > 1 ? `, ${servers} servers behind a round-robin proxy` : ''),
  );
  const database = await open(engine);
  if (servers > 1) {
    try {
      return await runOnServers(database, users);
    } finally {
      await database.close();
    }
  }
  const policy = await openPolicyStore(path.resolve('policies/model.conf'), path.resolve('policies/policy.csv'), {
    info: () => {},
    error: console.error,
  });
  const app = await buildApp({ db: database.db, engine, identity: stubIdentity, policy }, { databaseUrl: PG_URL });
  try {
    await prepare(database.db, engine, users);
    watch?.(app);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    return { engine, ...(await generate(base, users)) };
  } finally {
    await app.close();
    policy.close();
    await database.close();
  }
}
