/**
 * `npm run bench:capture`: the capture benchmark through the product's API, on the real app
 * in-process on SQLite (token verification is the benchmarks' stub; the rest is the real request
 * path, the text job included).
 *
 * Every generated file is uploaded through the tus intake, one at a time, and
 * GET /api/documents/:id/suggestions is asked until it is no longer pending: from the upload's
 * acknowledgement to that answer is "accepted upload to suggestions ready", and that first
 * answer, given before any document is keyed, is the first-seen (rules only) measure. A DBS
 * then assigns each vendor's first document to the DBO, who starts it and keys it from the
 * ground truth (PUT draft, POST submit: the profile is learned at submit). The other documents'
 * suggestions are then asked for again and scored as repeat-vendor documents; last, each repeat
 * document is asked for once more and keyed in turn, so its vendor's profile keeps learning as
 * the product's does (the "every submitted document learned" rows).
 *
 * The digital PDFs and the scans are in two tenants, so neither learns from the other. The corpus
 * is chosen as offline.ts's is (corpus.ts benchCorpus): CAPTURE_SEED, CAPTURE_VENDORS (the first
 * so many vendors), CAPTURE_SCANS documents per vendor as scans (default 3; 0 for none).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { documentSuggestions, type DocumentSuggestions } from '../../src/common/schemas/capture.js';
import { buildApp } from '../../src/server/app.js';
import { closeCaptureOcr } from '../../src/server/capture/index.js';
import { openDatabase } from '../../src/server/db/database.js';
import type { Database } from '../../src/server/db/schema.js';
import { ensureTenant, ensureUser } from '../../src/server/db/users.js';
import { openPolicyStore } from '../../src/server/policy/policy-store.js';
import { uploadWhole } from '../../tests/helpers/tus-requests.js';
import { waitFor } from '../../tests/helpers/wait-for.js';
import { benchEmail, stubIdentity } from '../stub-identity.js';
import { benchCorpus, type CorpusDocument } from './corpus.js';
import { captureDetails, captureTable, ms, quantile, type Measured, type Timing } from './report.js';
import { emptyScores, scoreFirstSeen, scoreRepeat } from './score.js';

/** How often a pending document's suggestions are asked for again. */
const POLL_MS = 25;
/** The longest a file may take to be read (a scan's OCR, a few seconds a page, on a busy machine). */
const READ_TIMEOUT_MS = 180_000;

/** The stub makes each token the email `<token>@bench.dbbs.test`. */
const DBS = 'capture-dbs';
const DBO = 'capture-dbo';

interface Run extends Measured {
  readyMs: number[];
  readyMsPerPage: number[];
  readyMsTwoPages: number[];
  suggestionsMs: number[];
  submitMs: number[];
  /** The file that took longest from accepted to ready. */
  slowest: { name: string; ms: number };
  /** Files whose suggestions ended other than ready (none, failed), by status. */
  notReady: Record<string, number>;
}

type Api = (method: string, url: string, body?: unknown) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

function api(base: string, token: string): Api {
  return async (method, url, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}

async function expectOk<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A tenant of its own for one corpus kind: a location, its uploader, worked by the bench team. */
async function prepareTenant(
  db: Kysely<Database>,
  kind: string,
  teamId: string,
): Promise<{ tenantId: string; locationId: string; uploader: string }> {
  const tenantId = await ensureTenant(db, `Capture bench ${kind}`);
  const now = new Date().toISOString();
  const locationId = `capture-${kind}`;
  await db
    .insertInto('location')
    .values({ id: locationId, tenant_id: tenantId, name: `Capture ${kind} office`, address: null, created_at: now })
    .execute();
  const uploader = `capture-uploader-${kind}`;
  const user = await ensureUser(db, {
    email: benchEmail(uploader),
    name: `Capture uploader ${kind}`,
    roles: ['isUploader'],
    tenantId,
  });
  await db
    .insertInto('user_location')
    .values({
      id: `${uploader}-location`,
      user_id: user.id,
      location_id: locationId,
      tenant_id: tenantId,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('assignment')
    .values({
      id: `capture-assignment-${kind}`,
      team_id: teamId,
      tenant_id: tenantId,
      location_id: null,
      created_at: now,
    })
    .execute();
  return { tenantId, locationId, uploader };
}

/** The back office: a DBS leading a team whose one DBO keys the documents. */
async function prepareTeam(db: Kysely<Database>): Promise<{ teamId: string; dboId: string }> {
  const now = new Date().toISOString();
  const dbs = await ensureUser(db, { email: benchEmail(DBS), name: 'Capture DBS', roles: ['isDbs'], tenantId: null });
  const dbo = await ensureUser(db, { email: benchEmail(DBO), name: 'Capture DBO', roles: ['isDbo'], tenantId: null });
  const teamId = 'capture-team';
  await db
    .insertInto('team')
    .values({ id: teamId, name: 'Capture team', supervisor_id: dbs.id, created_at: now })
    .execute();
  await db
    .insertInto('team_member')
    .values({ id: 'capture-member', team_id: teamId, user_id: dbo.id, created_at: now })
    .execute();
  return { teamId, dboId: dbo.id };
}

const isFirst = (document: CorpusDocument) => document.truth.document.endsWith('-01');

async function measure(
  base: string,
  db: Kysely<Database>,
  team: { teamId: string; dboId: string },
  kind: 'pdf' | 'scan',
  documents: CorpusDocument[],
): Promise<{ run: Run; sure: number }> {
  const run: Run = {
    scores: emptyScores(),
    sequential: emptyScores(),
    documents: 0,
    matched: { right: 0, total: 0 },
    readyMs: [],
    readyMsPerPage: [],
    readyMsTwoPages: [],
    suggestionsMs: [],
    submitMs: [],
    slowest: { name: '', ms: 0 },
    notReady: {},
  };
  const place = await prepareTenant(db, kind, team.teamId);
  const dbs = api(base, DBS);
  const dbo = api(base, DBO);
  const suggestionsOf = async (id: string): Promise<DocumentSuggestions> =>
    documentSuggestions.parse(await expectOk('the suggestions', dbo('GET', `/api/documents/${id}/suggestions`)));
  let sure = NaN;

  // Every file uploaded, and read, before any is keyed: its first answer is the rules' alone.
  const ids = new Map<CorpusDocument, string>();
  for (const document of documents) {
    const file = kind === 'pdf' ? document.pdfPath : document.scanPath;
    if (!file) continue;
    const name = document.truth.document;
    const result = await uploadWhole(base, place.uploader, fs.readFileSync(file), {
      locationId: place.locationId,
      filename: `${name}${kind === 'scan' ? '.scan' : ''}.pdf`,
    });
    const accepted = performance.now();
    if (result?.status !== 'accepted') throw new Error(`${name}: the upload ended ${JSON.stringify(result)}`);
    const answer = await waitFor(
      async () => {
        const got = await suggestionsOf(result.documentId);
        return got.status === 'pending' ? undefined : got;
      },
      { timeout: READ_TIMEOUT_MS, interval: POLL_MS, message: `${name}'s suggestions` },
    );
    const elapsed = performance.now() - accepted;
    if (answer.status !== 'ready') {
      run.notReady[answer.status] = (run.notReady[answer.status] ?? 0) + 1;
      continue;
    }
    sure = answer.sureThreshold;
    ids.set(document, result.documentId);
    run.documents += 1;
    run.readyMs.push(elapsed);
    if (elapsed > run.slowest.ms) run.slowest = { name, ms: elapsed };
    run.readyMsPerPage.push(elapsed / document.truth.pages);
    if (document.truth.pages === 2) run.readyMsTwoPages.push(elapsed);
    scoreFirstSeen(run.scores, name, answer, document.truth.keyed, sure);
  }
  console.log(
    `${kind}: ${run.documents} documents read, accepted upload to ready p50 ${ms(quantile(run.readyMs, 0.5))}, slowest ${run.slowest.name} (${ms(run.slowest.ms)})`,
  );

  // The DBS gives the document to the DBO, who starts it and keys it from the ground truth.
  const key = async (document: CorpusDocument, id: string) => {
    const assigned = await expectOk(
      'assign',
      dbs('POST', `/api/documents/${id}/assign`, { version: await versionOf(dbs, id), assigneeId: team.dboId }),
    );
    const started = await expectOk('start', dbo('POST', `/api/documents/${id}/start`, { version: assigned.version }));
    const { header, items } = document.truth.keyed;
    const saved = await expectOk(
      'the draft',
      dbo('PUT', `/api/documents/${id}/draft`, { version: started.version, header, items }),
    );
    const before = performance.now();
    await expectOk('submit', dbo('POST', `/api/documents/${id}/submit`, { version: saved.document.version }));
    run.submitMs.push(performance.now() - before);
  };

  const keyedVendors = new Set<string>();
  for (const [document, id] of ids) {
    if (!isFirst(document)) continue;
    await key(document, id);
    keyedVendors.add(document.truth.vendorId);
  }
  // Each profile's vendor, from the suggestions of the document it was learned from.
  const vendorOf = new Map<string, string>();
  for (const [document, id] of ids) {
    if (!isFirst(document)) continue;
    const profile = (await suggestionsOf(id)).profile;
    if (profile) vendorOf.set(profile.id, document.truth.vendorId);
  }
  const repeats = [...ids].filter(([document]) => !isFirst(document) && keyedVendors.has(document.truth.vendorId));
  for (const [document, id] of repeats) {
    const before = performance.now();
    const answer = await suggestionsOf(id);
    run.suggestionsMs.push(performance.now() - before);
    run.matched.total += 1;
    if (answer.profile && vendorOf.get(answer.profile.id) === document.truth.vendorId) run.matched.right += 1;
    scoreRepeat(run.scores, document.truth.document, answer, document.truth.keyed, sure);
  }
  // As the product works: each repeat document, then keyed, so its profile learns it too.
  for (const [document, id] of repeats) {
    scoreRepeat(run.sequential, document.truth.document, await suggestionsOf(id), document.truth.keyed, sure);
    await key(document, id);
  }
  return { run, sure };
}

async function versionOf(caller: Api, id: string): Promise<number> {
  const document = await expectOk('the document', caller('GET', `/api/documents/${id}`));
  return (document as { version: number }).version;
}

const TIMINGS: Timing<Run>[] = [
  ['accepted upload -> suggestions ready, 2-page documents', (r) => r.readyMsTwoPages, 'max', '≤ 2 s / ≤ 20 s a page'],
  ['accepted upload -> suggestions ready, per page', (r) => r.readyMsPerPage, 'max', ''],
  ['accepted upload -> suggestions ready, any document', (r) => r.readyMs, 'max', ''],
  ['GET suggestions of a repeat-vendor document (match + suggest)', (r) => r.suggestionsMs, 'p95', ''],
  ['POST submit, the profile learned in it', (r) => r.submitMs, 'max', ''],
];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-capture-bench-'));
// The intake keeps its files under DATA_DIR: the bench's own, removed at the end.
process.env.DATA_DIR = tmp;
const { documents, scans } = await benchCorpus();

const database = await openDatabase({ sqliteFile: path.join(tmp, 'capture.sqlite') });
const policy = await openPolicyStore(path.resolve('policies/model.conf'), path.resolve('policies/policy.csv'), {
  info: () => {},
  error: console.error,
});
let app: FastifyInstance | undefined;
try {
  app = await buildApp({ db: database.db, engine: database.engine, identity: stubIdentity, policy });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const team = await prepareTeam(database.db);
  const pdf = await measure(base, database.db, team, 'pdf', documents);
  console.log(captureDetails('pdf', pdf.run));
  const scan = scans ? await measure(base, database.db, team, 'scan', documents) : null;
  if (scan) console.log(captureDetails('scan', scan.run));
  for (const [label, run] of [
    ['pdf', pdf.run],
    ['scan', scan?.run],
  ] as const) {
    if (run && Object.keys(run.notReady).length) console.log(`${label}: not ready: ${JSON.stringify(run.notReady)}`);
  }
  console.log(`\n${captureTable(pdf.run, scan?.run ?? null, pdf.sure, TIMINGS)}\n`);
} finally {
  await app?.close();
  policy.close();
  await database.close();
  await closeCaptureOcr();
  fs.rmSync(tmp, { recursive: true, force: true });
}
