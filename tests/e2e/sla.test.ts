/**
 * SLA clocks in Chromium: the administrator sets the global working calendar on the setup
 * screen and a client company's own SLA in its form, and the API stores both; the supervisor
 * assigns a new document and the DBO's queue shows its business time left under the due time.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/common/demo-accounts.js';
import type { BrowserWorld } from '../helpers/browser.js';
import { signInAs } from '../helpers/e2e-support.js';
import { idTokenFor } from '../helpers/identity.js';
import { client } from '../helpers/world.js';
import { e2eDataDir, SETTLE, useBrowserWorld } from '../helpers/e2e-documents.js';

const dataDir = e2eDataDir('sla');

describe('SLA clocks in Chromium', { timeout: 180_000 }, () => {
  let world: BrowserWorld;
  useBrowserWorld(dataDir, (started) => {
    world = started;
  });
  const api = async (path: string) => {
    const token = await idTokenFor('admin@demo.dbbs.test', DEMO_PASSWORD);
    const response = await fetch(`${world.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return response.json() as Promise<Record<string, unknown>>;
  };

  it('the administrator sets the working calendar and a company its own SLA', async () => {
    const { page } = await signInAs(world, 'admin@demo.dbbs.test', '/dbbs/admin');
    await page.goto('/dbbs/ad/setup');
    await page.getByTestId('setup-tab-settings').click();
    const panel = page.getByTestId('settings-panel');
    // Filled from the stored settings before it is edited.
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="settings-sla-calendar-end"]') as HTMLInputElement | null)?.value ===
        '17:00',
      undefined,
      SETTLE,
    );
    await panel.getByTestId('settings-sla-calendar-end').fill('18:30');
    const holidays = panel.getByTestId('settings-sla-calendar-holidays').locator('input');
    await holidays.fill('2026-12-25');
    await holidays.press('Enter');
    await panel.getByTestId('settings-save').click();
    await page.getByText('Settings saved').waitFor(SETTLE);
    expect((await api('/api/settings/slaCalendar')).value).toEqual({
      workingDays: [1, 2, 3, 4, 5],
      start: '09:00',
      end: '18:30',
      holidays: ['2026-12-25'],
    });

    await page.goto('/dbbs/ad/tenant');
    const company = `SLA Co ${Date.now().toString(36)}`;
    await page.getByTestId('tenant-create').click();
    await page.getByTestId('tenant-name').fill(company);
    await page.getByTestId('tenant-sla-hours').fill('6');
    await page.getByTestId('tenant-own-calendar').check();
    await page.getByTestId('tenant-sla-calendar-start').fill('07:00');
    await page.getByTestId('tenant-form-save').click();
    await page.getByRole('cell', { name: company }).waitFor(SETTLE);
    const list = (await api('/api/tenants?_start=0&_end=1000')) as unknown as Record<string, unknown>[];
    const saved = list.find((tenant) => tenant.name === company);
    expect(saved).toMatchObject({
      slaHours: 6,
      slaCalendar: { workingDays: [1, 2, 3, 4, 5], start: '07:00', end: '17:00', holidays: [] },
    });
    await page.context().close();
  });

  it("keeps what the administrator typed when another saves a setting, and shows the other's change", async () => {
    const { page } = await signInAs(world, 'admin@demo.dbbs.test', '/dbbs/admin');
    await page.goto('/dbbs/ad/setup');
    await page.getByTestId('setup-tab-settings').click();
    const panel = page.getByTestId('settings-panel');
    const hours = panel.getByTestId('settings-sla');
    const warn = panel.getByTestId('settings-sla-warn');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="settings-sla"]') as HTMLInputElement | null)?.value,
      undefined,
      SETTLE,
    );
    const warnBefore = Number(await warn.inputValue());
    const waysIn = (await api('/api/settings/signInMethods')).value;
    const otherWarn = warnBefore === 60 ? 70 : 60;
    await hours.fill('31');

    // Another administrator's save, which this page hears live.
    const another = client(world.server.url, await idTokenFor('admin@demo.dbbs.test', DEMO_PASSWORD));
    expect((await another('PATCH', '/api/settings/slaWarnFraction', { value: otherWarn / 100 })).status).toBe(200);
    await page.waitForFunction(
      (expected) =>
        (document.querySelector('[data-testid="settings-sla-warn"]') as HTMLInputElement | null)?.value === expected,
      String(otherWarn),
      SETTLE,
    );
    expect(await hours.inputValue()).toBe('31');

    // Saving sends what was typed and keeps the other's value.
    await panel.getByTestId('settings-save').click();
    await page.getByText('Settings saved').waitFor(SETTLE);
    expect((await api('/api/settings/slaHours')).value).toBe(31);
    expect((await api('/api/settings/slaWarnFraction')).value).toBe(otherWarn / 100);
    // The ways in were not edited: the build's default still applies, not a list saved in passing.
    expect((await api('/api/settings/signInMethods')).value).toEqual(waysIn);
  });

  it("the DBO's queue shows the business time left of an assigned document", async () => {
    const supervisor = await signInAs(world, 'dbs@demo.dbbs.test', '/dbbs/dbs');
    const assign = supervisor.page;
    await assign.goto('/dbbs/dbsarea/assignWork');
    const newRows = assign
      .locator('tr[data-testid^="assign-doc-"]')
      .filter({ has: assign.getByTestId('document-status').getByText('New', { exact: true }) });
    await newRows.first().waitFor(SETTLE);
    // Assign work itself shows the time left of the new documents.
    await newRows.first().getByTestId('time-left').waitFor(SETTLE);
    const id = ((await newRows.first().getAttribute('data-testid')) ?? '').replace('assign-doc-', '');
    await assign.getByTestId(`assign-row-${id}`).check();
    await assign.getByTestId('assign-picker').click();
    await assign.keyboard.type('Dario');
    await assign.locator('.ant-select-item-option', { hasText: 'Dario Bose' }).waitFor(SETTLE);
    await assign.keyboard.press('Enter');
    await assign.getByTestId('assign-apply').click();
    await assign.getByTestId('assign-selected-count').filter({ hasText: /^0 / }).waitFor(SETTLE);

    const dbo = await signInAs(world, 'dbo@demo.dbbs.test', '/dbbs/dbo');
    const row = dbo.page.getByTestId(`dbo-queue-row-${id}`);
    await row.waitFor(SETTLE);
    const left = row.getByTestId('time-left');
    await left.waitFor(SETTLE);
    // The SLA is 48 business hours: some hours and minutes left, never overdue.
    expect(await left.getAttribute('data-kind')).toBe('left');
    expect(await left.textContent()).toMatch(/^\d+ h \d+ min left$/);
  });
});
