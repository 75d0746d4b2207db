/**
 * The every-page tour (tests/tour/*.test.ts): each role signs in once and walks its
 * pages within the app (no reload between pages), in three variants: light at 1280 px, dark at
 * 1280 px and dark at 375 px. On every stop it waits for the page's data, runs axe, and keeps
 * what the page reported (console errors, CSP violations). The stops open real records of the
 * seeded demo world: documents in each state, their items and issues, reports with charts.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { matchPage } from '../../src/common/pages.js';
import { axeFindings, waitForQuiet, watchContext, type PageReports } from './a11y.js';
import { newPage, signIn, type BrowserWorld } from './browser.js';
import { visit, waitForSettled } from './e2e-support.js';
import { specAllows, type SpecRole } from './spec-oracle.js';

const SETTLE = { timeout: 30_000 };

export interface Stop {
  /** The path with its query (a record to open). */
  path: string;
  /** Shown once the page has its data: a selector that must match. */
  shows: string;
  /** Done once, in the first variant, after the page settles (a choice the next pages need). */
  prepare?: (page: Page) => Promise<void>;
  /** Done before each visit, on the server's data (what the page shows must still hold). */
  before?: () => Promise<void>;
}

export interface Walk {
  name: string;
  /** The account's role (the oracle checks it may open each stop) or null for signed out. */
  role: SpecRole | null;
  email?: string;
  landing?: string;
  stops: Stop[];
}

export interface Variant {
  name: string;
  theme: 'light' | 'dark';
  width: number;
}

export const VARIANTS: readonly Variant[] = [
  { name: 'light', theme: 'light', width: 1280 },
  { name: 'dark', theme: 'dark', width: 1280 },
  { name: 'dark 375px', theme: 'dark', width: 375 },
];

/** Ids of the demo records the stops open. */
export interface TourRecords {
  processing: string;
  processed: string;
  approved: string;
  onHold: string;
  issue: string;
  blogSlug: string;
  trainingSlug: string;
  /** Moves today's uploads to now again: a tour that runs past midnight still has some today. */
  uploadedToday: () => Promise<void>;
}

/** Picks the records from the seeded demo world and adds what it lacks (a blog post, a training page, today's uploads). */
export async function tourRecords(world: BrowserWorld): Promise<TourRecords> {
  const { db } = world.server.database;
  const user = async (email: string) =>
    (await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const dbo = await user('dbo@demo.dbbs.test');
  const uploader = await user('uploader@demo.dbbs.test');
  const acme = (await db.selectFrom('tenant').select('id').where('name', '=', 'Acme Retail').executeTakeFirstOrThrow())
    .id;
  const docIn = async (status: string, assignee?: string) => {
    let query = db
      .selectFrom('document')
      .select('id')
      .where('status', '=', status)
      .where('tenant_id', '=', acme)
      .where('upload_id', 'is not', null);
    if (assignee) query = query.where('assignee_id', '=', assignee);
    return (await query.orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id;
  };
  const onHold = await docIn('on_hold', dbo);
  const issue = (await db.selectFrom('issue').select('id').where('document_id', '=', onHold).executeTakeFirstOrThrow())
    .id;
  const now = new Date().toISOString();
  const blogSlug = `tour-${randomUUID().slice(0, 8)}`;
  const trainingSlug = `tour-training-${randomUUID().slice(0, 8)}`;
  const content = (kind: string, slug: string, title: string, markdown: string) => ({
    id: randomUUID(),
    kind,
    slug,
    title,
    markdown,
    locale: 'en',
    published: 1,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('content')
    .values([
      content(
        'blog',
        blogSlug,
        'Faster month ends',
        '## What changed\n\nReceipts are keyed **within a day**.\n\n- one\n- two',
      ),
      content('training', trainingSlug, 'Keying a receipt', '## Steps\n\n1. Open the document\n2. Key its items'),
    ])
    .execute();
  // Today's uploads at the uploader's first location: the newest few of theirs, moved to now.
  const todays = await db
    .selectFrom('upload')
    .select('id')
    .where('uploader_id', '=', uploader)
    .orderBy('created_at', 'desc')
    .limit(3)
    .execute();
  const uploadedToday = async () =>
    void (await db
      .updateTable('upload')
      .set({ created_at: new Date().toISOString() })
      .where(
        'id',
        'in',
        todays.map((row) => row.id),
      )
      .execute());
  await uploadedToday();
  await addRecentWork(world, acme, dbo);
  return {
    processing: await docIn('processing', dbo),
    processed: await docIn('processed'),
    approved: await docIn('approved'),
    onHold,
    issue,
    blogSlug,
    trainingSlug,
    uploadedToday,
  };
}

/**
 * Documents the demo DBO keyed, submitted and had approved over the last days (with their
 * audit events), so the DBO's own report has figures to draw beside the team's.
 */
async function addRecentWork(world: BrowserWorld, tenant: string, dbo: string): Promise<void> {
  const { db } = world.server.database;
  const location = await db
    .selectFrom('location')
    .select('id')
    .where('tenant_id', '=', tenant)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  for (let i = 0; i < 8; i += 1) {
    const id = randomUUID();
    const created = now - (i + 1) * 20 * 3_600_000;
    const at = (hours: number) => new Date(created + hours * 3_600_000).toISOString();
    await db
      .insertInto('document')
      .values({
        id,
        tenant_id: tenant,
        location_id: location.id,
        upload_id: null,
        title: `Tour work ${i}`,
        status: 'approved',
        assignee_id: dbo,
        due_at: at(8),
        created_at: at(0),
        updated_at: at(0),
      })
      .execute();
    type Step = [string, number, string, string, string | null];
    const sentBack: Step[] = [
      ['send-back', 6, 'processed', 'processing', 'Total does not match'],
      ['submit', 7, 'processing', 'processed', null],
    ];
    const steps: Step[] = [
      ['start', 1, 'assigned', 'processing', null],
      ['submit', 3 + (i % 3), 'processing', 'processed', null],
      ...(i % 4 === 1 ? sentBack : []),
      ['approve', 9, 'processed', 'approved', null],
    ];
    await db
      .insertInto('audit_event')
      .values(
        steps.map(([action, hours, from, to, note]) => ({
          id: randomUUID(),
          at: at(hours),
          actor_id: dbo,
          actor_email: 'dbo@demo.dbbs.test',
          entity: 'document',
          entity_id: id,
          action,
          from_state: from,
          to_state: to,
          tenant_id: tenant,
          note,
        })),
      )
      .execute();
  }
}

/** Sets the theme with the header's switch (an in-app change, written to the cookie). */
async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const current = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  if (current === theme) return;
  await page.getByTestId('theme-switch').first().click();
  await page.waitForFunction((want) => document.documentElement.dataset.theme === want, theme, SETTLE);
}

/**
 * Walks one role's stops in every variant and returns what failed: axe's serious and critical
 * findings, console errors, CSP violations, and stops that never showed their data.
 */
export async function walk(
  world: BrowserWorld,
  tour: Walk,
): Promise<{ problems: string[]; scans: number; timings: string[] }> {
  const reports: PageReports = { problems: [], where: `${tour.name} sign-in` };
  const { context, page } = await newPage(world, { width: VARIANTS[0]!.width, height: 900 });
  await watchContext(context, reports);
  let scans = 0;
  const timings: string[] = [];
  try {
    for (const stop of tour.stops) {
      const pathname = stop.path.split('?')[0]!;
      const pattern = matchPage(pathname)?.page.path;
      expect(pattern, `${stop.path} is a page of the page table`).toBeDefined();
      if (tour.role) expect(specAllows(tour.role, pattern!) || pattern === '/client/training', stop.path).toBe(true);
    }
    if (tour.email) {
      await signIn(page, tour.email);
      await page.waitForURL((url) => url.pathname === tour.landing, SETTLE);
    } else {
      await page.goto(tour.stops[0]!.path);
    }
    await waitForSettled(page);
    for (const [index, variant] of VARIANTS.entries()) {
      await page.setViewportSize({ width: variant.width, height: 900 });
      for (const [at, stop] of tour.stops.entries()) {
        reports.where = `${tour.name} ${stop.path} [${variant.name}]`;
        const began = Date.now();
        await stop.before?.();
        await visit(page, stop.path, 'client');
        await page.waitForURL((url) => `${url.pathname}${url.search}` === stop.path, SETTLE);
        await waitForSettled(page);
        // The header's switch, on the first stop, where no drawer or dialog covers it.
        if (at === 0) await useTheme(page, variant.theme);
        const shown = await page
          .locator(stop.shows)
          .first()
          .waitFor(SETTLE)
          .then(() => true)
          .catch(() => false);
        if (!shown) reports.problems.push(`${reports.where}: never showed ${stop.shows}`);
        const shownAt = Date.now();
        await waitForQuiet(page);
        // What the choice changes (a button enabled, its colours easing in) settles before axe looks.
        if (index === 0 && stop.prepare) {
          await stop.prepare(page);
          await waitForQuiet(page);
        }
        const quietAt = Date.now();
        reports.problems.push(...(await axeFindings(page, reports.where)));
        scans += 1;
        const timing = `${reports.where}: shown ${shownAt - began} ms, quiet ${quietAt - shownAt} ms, axe ${Date.now() - quietAt} ms`;
        timings.push(timing);
        // Printed as it goes, so a run cut short by its timeout still says where the time went.
        if (process.env.TOUR_TIMINGS) console.log(timing);
      }
    }
  } finally {
    await context.close();
  }
  return { problems: reports.problems, scans, timings };
}

const ROWS = '.ant-table-row';
const CHARTS = '[data-testid^="chart-"] canvas';

/**
 * The whole tour: every page of the page table, each signed in as a role that may open it,
 * opened on real records. The test files walk a share of it each.
 */
export function tourWalks(r: TourRecords): Walk[] {
  return [
    {
      name: 'signed out',
      role: null,
      stops: [
        { path: '/auth/login', shows: '[data-testid="login-card"]' },
        { path: `/client/training?slug=${r.trainingSlug}`, shows: '[data-testid="training-pages"]' },
      ],
    },
    {
      name: 'administrator',
      role: 'isDbAdmin',
      email: 'admin@demo.dbbs.test',
      landing: '/dbbs/admin',
      stops: [
        { path: '/dbbs/admin', shows: `[data-testid="admin-home"] ${ROWS}` },
        { path: '/dbbs/ad/setup', shows: '[data-testid="setup-tab-settings"]' },
        { path: '/dbbs/ad/team', shows: ROWS },
        { path: '/dbbs/ad/content', shows: ROWS },
        { path: '/dbbs/ad/tenant', shows: ROWS },
        { path: '/dbbs/ad/locations', shows: ROWS },
        { path: '/dbbs/ad/assignments', shows: ROWS },
        { path: '/dbbs/ProcessDocs', shows: ROWS },
        { path: '/dbbs/ad/reports', shows: CHARTS },
        { path: '/dbbs/ad/fileuploads', shows: ROWS },
        { path: '/dbbs/ad/useraccounts', shows: ROWS },
        { path: `/dbbs/dbsarea/approve?document=${r.processed}`, shows: '[data-testid="document-read-only"]' },
        { path: '/dbbs/dbsarea/docuitem', shows: ROWS },
        { path: '/client/hq', shows: CHARTS },
        { path: '/client/hqreports', shows: CHARTS },
        { path: '/client/hqexecutive', shows: CHARTS },
        { path: `/dbbs/archives?q=receipt&open=${r.approved}`, shows: '[data-testid="archive-story"]' },
      ],
    },
    {
      name: 'DBO',
      role: 'isDbo',
      email: 'dbo@demo.dbbs.test',
      landing: '/dbbs/dbo',
      stops: [
        { path: '/dbbs/dbo', shows: ROWS },
        {
          path: `/dbbs/dboarea/processing?document=${r.processing}`,
          shows: '[data-testid="processing-view"][data-status="processing"]',
        },
        { path: `/dbbs/ResolutionCenter?issue=${r.issue}`, shows: '[data-testid="issue-thread"]' },
        { path: `/dbbs/dbsarea/resolution?issue=${r.issue}`, shows: '[data-testid="issue-thread"]' },
        { path: '/dbbs/dbsarea/document', shows: ROWS },
        { path: '/dbbs/dboarea/dboreports', shows: `[data-testid="report-dbo"] ${CHARTS}` },
      ],
    },
    {
      name: 'DBS supervisor',
      role: 'isDbs',
      email: 'dbs@demo.dbbs.test',
      landing: '/dbbs/dbs',
      stops: [
        { path: '/dbbs/dbs', shows: '[data-testid="dbs-dashboard"]' },
        { path: '/dbbs/dbsarea/assignWork', shows: ROWS },
      ],
    },
    {
      name: 'client supervisor',
      role: 'ClientSupervisor',
      email: 'supervisor@demo.dbbs.test',
      landing: '/client/review',
      stops: [
        { path: `/client/review?document=${r.approved}`, shows: '[data-testid="document-read-only"]' },
        { path: `/client/details?document=${r.onHold}`, shows: '[data-testid="document-details"]' },
        { path: '/client/uploadhistory', shows: ROWS },
      ],
    },
    {
      name: 'uploader',
      role: 'isUploader',
      email: 'uploader@demo.dbbs.test',
      landing: '/client/location',
      stops: [
        {
          path: '/client/location',
          shows: '[data-testid="location-card"]',
          prepare: (page) => page.getByTestId('location-card').first().click(),
        },
        { path: '/client/uploads', shows: '.ant-upload-drag' },
        { path: '/client/today-uploads', shows: ROWS, before: r.uploadedToday },
      ],
    },
    {
      name: 'guest',
      role: 'isGuest',
      email: 'guest@demo.dbbs.test',
      landing: '/client/guest',
      stops: [
        { path: '/client/guest', shows: '[data-testid="guest-landing"]' },
        { path: `/blog/${r.blogSlug}`, shows: '[data-testid="blog-post"]' },
        { path: '/account', shows: '[data-testid="my-account"]' },
        { path: `/client/training?slug=${r.trainingSlug}`, shows: '[data-testid="training-pages"]' },
      ],
    },
  ];
}
