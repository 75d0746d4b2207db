/**
 * What a second way in must keep, checked the same way for every way: the provider's one
 * account (its uid), the one user record with its roles, and the administrator's password still
 * signing in, in another browser.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, type BrowserWorld } from './browser.js';
import { identity, TEST_PASSWORD } from './identity.js';

export interface KeptAccount {
  email: string;
  uid: string;
  recordId: string;
  roles: string[];
  landing: string;
}

export async function expectSameAccount(
  world: BrowserWorld,
  open: () => Promise<{ context: BrowserContext; page: Page }>,
  kept: KeptAccount,
): Promise<void> {
  expect((await identity.auth.getUserByEmail(kept.email)).uid).toBe(kept.uid);
  const records = await world.server.database.db
    .selectFrom('app_user')
    .select(['id', 'roles'])
    .where('email', '=', kept.email)
    .execute();
  expect(records).toEqual([{ id: kept.recordId, roles: JSON.stringify(kept.roles) }]);
  const other = await open();
  await signIn(other.page, kept.email, TEST_PASSWORD);
  await other.page.waitForURL((url) => url.pathname === kept.landing, { timeout: 20_000 });
}
