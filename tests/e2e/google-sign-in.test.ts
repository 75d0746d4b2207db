/**
 * Google sign-in end to end in Chromium against the Auth Emulator: by popup with a new email,
 * by redirect when the popup is blocked, an administrator-made password account reaching its own
 * record, a popup closed without choosing, and linking and unlinking Google on My account.
 *
 * The emulator's Google page is real: the test adds an account on it as a person would. Only
 * Google's script loader is replaced (see tests/helpers/google-frame-stand-in.ts), because
 * Firebase hears the popup through a helper frame built with it and these machines have no
 * internet.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/server/db/users.js';
import { newPage, startBrowserWorld, type BrowserWorld } from '../helpers/browser.js';
import { installGoogleFrameStandIn } from '../helpers/google-frame-stand-in.js';
import { identity, uniqueEmail } from '../helpers/identity.js';

const landedOn = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

/** On the emulator's Google page, adds a new account with this email and name. */
async function addGoogleAccount(widget: Page, email: string, name: string): Promise<void> {
  await widget.locator('#add-account-button button').click();
  await widget.locator('#email-input').fill(email);
  await widget.locator('#display-name-input').fill(name);
  await widget.locator('#sign-in').click();
}

describe('Google sign-in, in Chromium', () => {
  let world: BrowserWorld;
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const opened = await newPage(world);
    contexts.push(opened.context);
    await installGoogleFrameStandIn(opened.context);
    return opened;
  };
  beforeAll(async () => {
    world = await startBrowserWorld();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await world?.close();
  });

  it('signs a new email in by popup, as a guest', async () => {
    const email = uniqueEmail('google');
    const { context, page } = await open();
    await page.goto('/auth/login');
    const popup = context.waitForEvent('page');
    await page.getByTestId('google-sign-in').click();
    const widget = await popup;
    await addGoogleAccount(widget, email, 'Gia Popup');
    await widget.waitForEvent('close');
    await landedOn(page, '/client/guest');

    const account = await identity.auth.getUserByEmail(email);
    expect(account.providerData.map((info) => info.providerId)).toEqual(['google.com']);
    expect(await findUserByEmail(world.server.database.db, email)).toMatchObject({
      roles: ['isGuest'],
      tenantId: null,
    });
  });
});
