/**
 * GET /api/access/policy: served with an ETag, reloaded when the file changes, and an invalid
 * file refused while the last good policy stays in force.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '../../../src/server/db/users.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { startTestServer, type TestServer } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';

describe('GET /api/access/policy', () => {
  let server: TestServer;
  let token: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-policy-'));
  const policyFile = path.join(dir, 'policy.csv');
  const shipped = fs.readFileSync('policies/policy.csv', 'utf8');

  beforeAll(async () => {
    fs.writeFileSync(policyFile, shipped);
    server = await startTestServer('sqlite', { policyFile });
    const email = uniqueEmail('guest');
    await ensureUser(server.database.db, { email, name: 'Guest', roles: ['isGuest'], tenantId: null });
    await createIdentity(email);
    token = await idTokenFor(email);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (etag?: string) =>
    fetch(`${server.url}/api/access/policy`, {
      headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
    });

  function waitForVersionChange(from: string): Promise<string> {
    return waitFor(
      () => {
        const version = server.policy.current().version;
        return version !== from ? version : undefined;
      },
      { timeout: 2_500, message: 'the policy version to change' },
    );
  }

  it('needs a signed-in caller', async () => {
    expect((await fetch(`${server.url}/api/access/policy`)).status).toBe(401);
  });

  it('answers the policy with its version as ETag, and 304 when unchanged', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.policy).toBe(shipped);
    expect(body.model).toContain('[matchers]');
    expect(response.headers.get('etag')).toBe(`"${body.version}"`);
    expect((await get(`"${body.version}"`)).status).toBe(304);
    expect((await get('"something-else"')).status).toBe(200);
  });

  it('reloads a changed file, and refuses an invalid one keeping the last good', async () => {
    const before = server.policy.current().version;
    fs.writeFileSync(policyFile, `${shipped}p, isGuest, /dbbs/archives, page\n`);
    const changed = await waitForVersionChange(before);
    expect(changed).not.toBe(before);
    const body = await (await get()).json();
    expect(body.version).toBe(changed);
    expect(body.policy).toContain('p, isGuest, /dbbs/archives, page');

    fs.writeFileSync(policyFile, `${shipped}p, isGuest, /no/such/page, page\n`);
    await waitFor(() => server.policy.lastError(), { timeout: 2_500, message: 'the policy error' });
    expect(server.policy.lastError()).toMatch(/unknown page "\/no\/such\/page"/);
    expect(server.policy.lastError()).toMatch(/last good one/);
    expect(server.policy.current().version).toBe(changed);
    expect((await (await get()).json()).version).toBe(changed);

    fs.writeFileSync(policyFile, shipped);
    const restored = await waitForVersionChange(changed);
    expect(restored).toBe(before);
    expect(server.policy.lastError()).toBeUndefined();
  });
});
