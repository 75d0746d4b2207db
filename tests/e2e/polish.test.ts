/**
 * What a person notices (issue 15 section 5), in Chromium: one title on the admin home and its
 * activity table inside the page at 1440 px; labels, not identifiers, for roles, audit events
 * and file types; the guest titled as a guest; a word of why after a forbidden page; the policy
 * history's title and no empty Apply; at 375 px the setup card's title whole and the account
 * filters in one even column.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { englishTitle, readLocale, signInAs } from '../helpers/e2e-support.js';

const common = readLocale('en', 'common') as {
  roleTitle: Record<string, string>;
  labels: { roles: Record<string, string> };
};
const admin = readLocale('en', 'admin') as { policy: { historyTitle: string }; settings: { title: string } };
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('what a person notices', () => {
  let world: BrowserWorld;
  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => world?.close());

  it('the admin home shows its title once and its activity table inside the page at 1440 px', async () => {
    const { context, page } = await signInAs(world, 'admin@demo.dbbs.test', '/dbbs/admin', {
      width: 1440,
      height: 900,
    });
    try {
      const events = page.getByTestId('admin-latest-events');
      await events.locator('.ant-table').first().waitFor({ timeout: 20_000 });
      await shot(page, 'admin-home-1440');
      const title = englishTitle('/dbbs/admin');
      expect(await page.locator('main').getByText(title, { exact: true }).count()).toBe(1);
      const box = await events.boundingBox();
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Events by their labels: "Document created", never "document · create".
      const tags = await events.locator('[data-entity]').allTextContents();
      for (const tag of tags) expect(tag).not.toMatch(/·|_|^[a-z]/);
    } finally {
      await context.close();
    }
  });

  it('user accounts show roles by their labels, and the filters line up at 375 px', async () => {
    const { context, page } = await signInAs(world, 'admin@demo.dbbs.test', '/dbbs/admin');
    try {
      await page.goto('/dbbs/ad/useraccounts');
      const table = page.getByTestId('users');
      await table.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
      const text = (await table.textContent()) ?? '';
      expect(text).not.toMatch(/isDbAdmin|ClientSupervisor|isGuest|isUploader/);
      expect(text).toContain(common.labels.roles.isDbAdmin);

      await page.setViewportSize({ width: 375, height: 800 });
      const items = page.getByTestId('users-filters').locator(':scope > .ant-form-item');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="users-filters"] > .ant-form-item')?.clientWidth ?? 0 > 200,
      );
      await shot(page, 'useraccounts-375');
      const boxes = await items.evaluateAll((nodes) =>
        nodes.map((node) => {
          const rect = node.getBoundingClientRect();
          return { x: Math.round(rect.x), width: Math.round(rect.width) };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      for (const item of boxes) {
        expect(Math.abs(item.x - (boxes[0]?.x ?? 0))).toBeLessThanOrEqual(1);
        expect(Math.abs(item.width - (boxes[0]?.width ?? 0))).toBeLessThanOrEqual(1);
      }
    } finally {
      await context.close();
    }
  });

  it('the policy history has a title and no Apply button with nothing to apply', async () => {
    const { context, page } = await signInAs(world, 'admin@demo.dbbs.test', '/dbbs/admin');
    try {
      await page.goto('/dbbs/ad/setup');
      const history = page.getByTestId('policy-history');
      await history.waitFor({ timeout: 20_000 });
      expect((await history.locator('.ant-card-head-title').first().textContent())?.trim()).toBe(
        admin.policy.historyTitle,
      );
      expect(await page.getByTestId('policy-history-apply').count()).toBe(0);
      // The matrix heads its columns with role labels, not identifiers.
      expect((await page.getByTestId('policy-role-isDbAdmin').first().textContent())?.trim()).toBe(
        common.labels.roles.isDbAdmin,
      );
    } finally {
      await context.close();
    }
  });

  it('at 375 px the setup cards keep their titles whole', async () => {
    const { context, page } = await signInAs(world, 'admin@demo.dbbs.test', '/dbbs/admin', { width: 375, height: 800 });
    try {
      await page.goto('/dbbs/ad/setup');
      // The access policy tab opens first: its card's title stays beside no crowd of buttons.
      const matrixTitle = page
        .getByTestId('policy-save')
        .locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-card ")][1]');
      const policyHead = matrixTitle.locator('.ant-card-head-title').first();
      await policyHead.waitFor({ timeout: 20_000 });
      await shot(page, 'setup-policy-375');
      expect(
        await policyHead.evaluate(
          (node) => node.getBoundingClientRect().width > 120 && node.scrollWidth <= node.clientWidth + 1,
        ),
      ).toBe(true);
      await page.getByTestId('setup-tab-settings').click();
      const panel = page.getByTestId('settings-panel');
      await panel.getByTestId('settings-upload-max').waitFor({ timeout: 20_000 });
      await shot(page, 'setup-375');
      const title = panel.locator('.ant-card-head-title').first();
      expect((await title.textContent())?.trim()).toBe(admin.settings.title);
      const fits = await title.evaluate(
        (node) => node.getBoundingClientRect().width > 20 && node.scrollWidth <= node.clientWidth + 1,
      );
      expect(fits).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('titles the guest as a guest, and says why a forbidden page sent them back', async () => {
    const { context, page } = await signInAs(world, 'guest@demo.dbbs.test', '/client/guest', {
      width: 1440,
      height: 900,
    });
    try {
      expect((await page.getByTestId('user-title').textContent())?.trim()).toBe(common.roleTitle.guest);
      expect(common.roleTitle.guest).not.toBe(common.roleTitle.user);
      await page.goto('/dbbs/admin');
      await page.waitForURL((url) => url.pathname === '/client/guest', { timeout: 20_000 });
      const toast = page.locator('.ant-notification-notice').filter({ hasText: common.roleTitle.guest });
      await toast.waitFor({ timeout: 20_000 });
      expect(await toast.textContent()).toContain(englishTitle('/dbbs/admin'));
    } finally {
      await context.close();
    }
  });
});
