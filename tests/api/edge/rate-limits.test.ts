/**
 * Rate limits on what a stranger can reach and on sign-in's roles call, on both engines: with a
 * low configured limit (loopback not exempt) the request after the limit is 429 with
 * Retry-After and a worded message; each limit counts on its own; the roles call is counted
 * before its token is verified; built files are never counted; and with the default settings
 * of development and tests, loopback is not limited at all.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';

const LIMIT = 3;

describe.each(ENGINES)('rate limits on %s', (engine) => {
  let limited: TestServer;
  let unlimited: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-shell-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    const max = { max: LIMIT };
    limited = await startTestServer(engine, {
      staticDir,
      edge: { rateLimits: { windowSeconds: 600, signIn: max, public: max, health: max, shell: max, allow: [] } },
    });
    unlimited = await startTestServer(engine, { staticDir });
  });
  afterAll(async () => {
    await limited?.close();
    await unlimited?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const statuses = async (send: () => Promise<Response>, times: number) => {
    const answers: Response[] = [];
    for (let i = 0; i < times; i += 1) answers.push(await send());
    return answers;
  };

  async function expectLimited(last: Response) {
    expect(last.status).toBe(429);
    const retryAfter = Number(last.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = await last.json();
    expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(body.message).toMatch(/Too many requests; try again in \d+ s/);
  }

  it.each([
    ['GET /api/public/training', () => fetch(`${limited.url}/api/public/training?locale=en`), 200],
    ['GET /api/health', () => fetch(`${limited.url}/api/health`), 200],
    ['the app shell', () => fetch(`${limited.url}/client/training`), 200],
  ])('%s answers 429 with Retry-After after %i requests', async (_name, send, ok) => {
    const answers = await statuses(send, LIMIT + 1);
    expect(answers.slice(0, LIMIT).map((answer) => answer.status)).toEqual(Array(LIMIT).fill(ok));
    await expectLimited(answers[LIMIT] as Response);
  });

  it('counts the public routes and the API description together, and in the caller’s language', async () => {
    // training used the public limit up in the test above; the guest route shares it.
    const answer = await fetch(`${limited.url}/api/public/guest?locale=en`, { headers: { 'accept-language': 'fr' } });
    expect(answer.status).toBe(429);
    expect((await answer.json()).message).toMatch(/Trop de requêtes/);
    expect((await fetch(`${limited.url}/api/docs/json`)).status).toBe(429);
  });

  it('counts sign-in’s roles call before verifying its token', async () => {
    const post = () =>
      fetch(`${limited.url}/api/authuser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer not.a.token' },
        body: JSON.stringify({ uid: 'someone@test.dbbs.test' }),
      });
    const answers = await statuses(post, LIMIT + 1);
    expect(answers.slice(0, LIMIT).map((answer) => answer.status)).toEqual(Array(LIMIT).fill(401));
    await expectLimited(answers[LIMIT] as Response);
  });

  it('never counts built files, nor signed-in API routes', async () => {
    const files = await statuses(() => fetch(`${limited.url}/assets/app.js`), LIMIT + 2);
    expect(files.map((answer) => answer.status)).toEqual(Array(LIMIT + 2).fill(200));
    const api = await statuses(() => fetch(`${limited.url}/api/tenants`), LIMIT + 2);
    expect(api.map((answer) => answer.status)).toEqual(Array(LIMIT + 2).fill(401));
  });

  it('does not limit loopback with the default settings of development and tests', async () => {
    const answers = await statuses(() => fetch(`${unlimited.url}/api/public/training?locale=en`), 150);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });
});
