/**
 * The fuzz suite (issue 15): every route of the OpenAPI document plus every route the app
 * registered (tus, content, live, administration included, so a route added later is covered
 * without anyone adding it here) gets bounded, seeded bad input (plan.ts, inputs.ts) as an
 * administrator, as an uploader and without a token, on both engines. It asserts:
 *  - no answer is a 5xx (nor a hang);
 *  - no answer carries a stack trace or SQL text;
 *  - the totals of the main tables, the settings and the policy are unchanged afterwards.
 * Each engine has a test file of its own (bad-input-fuzz-sqlite, bad-input-fuzz-postgres), so the
 * two run side by side, and one runs alone while looking into a failure.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../../src/server/db/database.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { tusClient, uploadWhole } from '../../helpers/tus-requests.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { seeded } from './inputs.js';
import { planRequests, routesToFuzz, type Caller, type FuzzRequest, type OpenApi } from './plan.js';

const SEED = 15;
const CONCURRENCY = 6;
const TABLES = [
  'tenant',
  'app_user',
  'location',
  'team',
  'team_member',
  'user_location',
  'assignment',
  'upload',
  'upload_intake',
  'document',
  'doc_item',
  'issue',
  'issue_message',
  'issue_read',
  'content',
  'setting',
  'audit_event',
  'policy_change',
  'notification',
  'notification_preference',
] as const;

/** Stack frames, file paths and SQL or driver words: what an answer must never show. */
const LEAKS = [
  /\n\s+at /,
  /\bat \S+ \(\S+:\d+:\d+\)/,
  /node_modules|\/src\/server\//,
  /\bselect\b[\s\S]{0,80}\bfrom\b/i,
  /\binsert into\b|\bupdate \S+ set\b|\bdelete from\b/i,
  /sqlite|better-sqlite3|postgres|relation "|syntax error|violates .* constraint|duplicate key/i,
  /\bkysely\b|TypeError|ReferenceError|Cannot read propert/i,
];
const TEXT_TYPES = /json|text|html|xml|csv|event-stream/;

interface Outcome {
  request: FuzzRequest;
  status: number;
  text: string;
  error?: string;
}

async function send(
  baseUrl: string,
  tokens: Record<Caller, string | undefined>,
  request: FuzzRequest,
): Promise<Outcome> {
  const token = tokens[request.caller];
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...request.headers,
  };
  try {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const type = response.headers.get('content-type') ?? '';
    let text = '';
    if (type.includes('event-stream')) await response.body?.cancel();
    else if (TEXT_TYPES.test(type) || !type) text = await response.text();
    else await response.arrayBuffer();
    return { request, status: response.status, text };
  } catch (error) {
    return { request, status: 0, text: '', error: (error as Error).message };
  }
}

/** Sends once more when the connection failed: the server may close a connection after a 414 or 431. */
async function sendSure(baseUrl: string, tokens: Record<Caller, string | undefined>, request: FuzzRequest) {
  const first = await send(baseUrl, tokens, request);
  return first.status === 0 ? send(baseUrl, tokens, request) : first;
}

/** Runs the requests a few at a time, in their planned order. */
async function runAll(
  baseUrl: string,
  tokens: Record<Caller, string | undefined>,
  requests: readonly FuzzRequest[],
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(requests.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests.length) {
        const index = next++;
        outcomes[index] = await sendSure(baseUrl, tokens, requests[index] as FuzzRequest);
      }
    }),
  );
  return outcomes;
}

const describeRequest = (o: Outcome) =>
  `${o.request.caller} ${o.request.method} ${o.request.url.slice(0, 160)} ${JSON.stringify(o.request.headers).slice(0, 160)} ${(o.request.body ?? '').slice(0, 80)} → ${o.status}${o.error ? ` (${o.error})` : ''} ${o.text.slice(0, 300)}`;

/** The fuzz suite on one engine, for the test file of that engine. */
export function describeFuzz(engine: Engine): void {
  // The intake keeps its files under DATA_DIR: this file's own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-fuzz-'));
  process.env.DATA_DIR = dataDir;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  describe(`bad input to every route on ${engine}`, () => {
    let server: ApiServer;
    let world: World;

    const totals = async () => {
      const counts: Record<string, number> = {};
      for (const table of TABLES) {
        const row = await (server.db as unknown as import('kysely').Kysely<Record<string, object>>)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        counts[table] = Number((row as { n: number | string }).n);
      }
      const settings = await server.db.selectFrom('setting').selectAll().orderBy('id').execute();
      return { counts, settings: JSON.stringify(settings), policy: server.policy.current().version };
    };

    beforeAll(async () => {
      server = await startApiServer(engine);
      world = await buildWorld(server.db);
    });
    afterAll(async () => server?.close());

    it('answers no 5xx, shows no stack or SQL, and changes nothing', { timeout: 240_000 }, async () => {
      // A real file (through tus, as the browser sends one) and an unfinished upload, so content,
      // Range and the tus resume routes meet real records.
      const uploader = world.users.upA;
      // A file of its own each attempt: a retried attempt's would be a duplicate of the first's.
      const uploaded = await uploadWhole(server.url, uploader.token, samplePdf(`fuzz ${randomUUID()}`), {
        locationId: world.A.location,
        filename: 'fuzz.pdf',
      });
      if (uploaded?.status !== 'accepted')
        throw new Error(`the sample upload was not accepted: ${JSON.stringify(uploaded)}`);
      const open = await tusClient(server.url, uploader.token).create(100, {
        locationId: world.A.location,
        filename: 'open.pdf',
      });
      const openId = (open.headers.get('location') ?? '').split('/').pop() as string;
      const preview = await client(server.url, world.users.admin.token)(
        'POST',
        `/api/uploads/${uploaded.uploadId}/preview-url`,
      );
      expect(preview.status).toBe(200);
      const previewQuery = String(preview.body.url).split('?')[1] as string;

      const doc = (await (await fetch(`${server.url}/api/docs/json`)).json()) as OpenApi;
      const routes = routesToFuzz(doc, server.app);
      const requests = planRequests(
        routes,
        {
          byArea: {
            tenants: world.A.tenant,
            locations: world.A.location,
            teams: world.team,
            'team-members': world.teamMember,
            users: uploader.id,
            'user-locations': world.A.userLocation,
            assignments: world.assignment,
            uploads: uploaded.uploadId,
            'uploads/preview': uploaded.uploadId,
            'uploads/tus': openId,
            'uploads/tus-result': openId,
            documents: uploaded.documentId,
            'doc-items': world.A.docItem,
            issues: world.A.issue,
            'issue-messages': world.A.issueMessage,
            content: world.publishedContent,
            settings: 'slaHours',
            'audit-events': world.A.auditEvent,
            'admin/user-accounts': uploader.id,
          },
          fallback: world.A.document,
          previewQuery,
          otherTenantLocation: world.B.location,
          ownLocation: world.A.location,
        },
        seeded(SEED),
      );

      const before = await totals();
      const started = performance.now();
      const outcomes = await runAll(
        server.url,
        { admin: world.users.admin.token, lowPrivilege: uploader.token, anonymous: undefined },
        requests,
      );
      const seconds = (performance.now() - started) / 1000;
      const after = await totals();
      console.log(
        `fuzz on ${engine}: ${routes.length} routes, ${requests.length} requests in ${seconds.toFixed(1)} s ` +
          `(${Object.entries(countBy(outcomes.map((o) => String(o.status))))
            .map(([status, n]) => `${status}: ${n}`)
            .join(', ')})`,
      );

      const failed = outcomes.filter((o) => o.status >= 500 || o.status === 0);
      expect(failed.map(describeRequest), 'answers that are 5xx or never came').toEqual([]);
      // Health names the engine by design; nothing else may.
      const shown = (o: Outcome) => o.text.replace(/"engine":"(sqlite|postgres)"/, '');
      const leaked = outcomes.filter((o) => LEAKS.some((pattern) => pattern.test(shown(o))));
      expect(leaked.map(describeRequest), 'answers that show a stack or SQL').toEqual([]);
      const wrote = outcomes.filter((o) => o.status < 300 && !['GET', 'HEAD', 'OPTIONS'].includes(o.request.method));
      expect(after, `totals changed; writes that answered 2xx:\n${wrote.map(describeRequest).join('\n')}`).toEqual(
        before,
      );
      // Every route was reached by some request, with and without a token.
      const reached = new Set(outcomes.map((o) => o.request.route));
      expect(routes.filter((r) => !reached.has(`${r.method} ${r.path}`))).toEqual([]);
    });
  });
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values.sort()) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
