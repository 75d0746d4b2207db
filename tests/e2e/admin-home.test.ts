/**
 * The administrator's home and team page in Chromium, as the demo administrator: /dbbs/admin
 * shows the portal's counts (as the database has them) and the latest audit events; the team
 * page lists the demo team with its supervisor and members.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM } from '../../src/server/db/demo-data.js';
import { newPage, signIn, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';

const common = JSON.parse(fs.readFileSync('locales/en/common.json', 'utf8')) as {
  labels: { entities: Record<string, string>; actions: Record<string, string> };
};

const ADMIN = 'admin@demo.dbbs.test';

describe('the administrator home in Chromium', () => {
  let world: BrowserWorld;

  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  const landOn = async (page: Page, pathname: string) => {
    await page.waitForURL((url) => url.pathname === pathname, { timeout: 20_000 });
    await page.getByTestId('page-title').waitFor();
  };
  const countOf = async (page: Page, key: string) => {
    const card = page.getByTestId(`admin-count-${key}`);
    await card.locator('.ant-statistic-content-value').waitFor();
    return Number((await card.locator('.ant-statistic-content-value').textContent())?.replace(/[^0-9]/g, ''));
  };

  it('shows the counts, the latest events and the shortcuts on /dbbs/admin', async () => {
    const db = world.server.database.db;
    const tenants = (await db.selectFrom('tenant').select('id').execute()).length;
    const activeUsers = (await db.selectFrom('app_user').select('id').where('active', '=', 1).execute()).length;
    const documents = (await db.selectFrom('document').select('id').execute()).length;
    expect(documents).toBeGreaterThan(0);
    // The newest audit event, so the latest-activity table has a known first row.
    await db
      .insertInto('audit_event')
      .values({
        id: randomUUID(),
        at: new Date().toISOString(),
        actor_id: null,
        actor_email: ADMIN,
        entity: 'tenant',
        entity_id: randomUUID(),
        action: 'create',
        from_state: null,
        to_state: null,
        tenant_id: null,
        note: null,
      })
      .execute();

    const { page } = await newPage(world);
    await signIn(page, ADMIN);
    await landOn(page, '/dbbs/admin');
    await page.getByTestId('admin-home').waitFor();
    await expect.poll(() => countOf(page, 'tenants'), { timeout: 15_000 }).toBe(tenants);
    expect(await countOf(page, 'activeUsers')).toBe(activeUsers);
    expect(await countOf(page, 'documents')).toBe(documents);
    await page
      .getByTestId('admin-latest-events')
      .locator('.ant-table-row')
      .first()
      // The event by its localized label, never by its identifiers (`tenant`, `create`).
      .getByText(`${common.labels.entities.tenant} ${common.labels.actions.create}`, { exact: true })
      .waitFor();
    await page.getByTestId('admin-shortcut-adTeam').click();
    await landOn(page, '/dbbs/ad/team');
    await page.getByTestId('teams').getByText(DEMO_TEAM).waitFor();
    // Its two DBO members (the demo seeds dbo@ and multi@), counted in the row.
    const row = page.getByTestId('teams').locator('.ant-table-row', { hasText: DEMO_TEAM });
    await expect
      .poll(async () => (await row.locator('[data-testid^="team-members-count-"]').textContent())?.trim(), {
        timeout: 10_000,
      })
      .toBe('2');
    await row.getByRole('button', { name: 'Members' }).click();
    await expect
      .poll(async () => page.getByTestId('team-members-drawer').locator('.ant-list-item').count(), { timeout: 10_000 })
      .toBe(2);
  });
});
