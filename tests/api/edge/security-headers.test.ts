/**
 * Security headers on every answer, on both engines: the Content-Security-Policy (with the app
 * shell's inline script allowed by its hash, frame-ancestors 'none'), the other helmet headers
 * on successes, errors and 404s alike, and HSTS only in production.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';

const INLINE = "document.documentElement.dataset.theme = 'light';";

describe.each(ENGINES)('security headers on %s', (engine) => {
  let server: TestServer;
  let production: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-shell-'));
    fs.writeFileSync(
      path.join(staticDir, 'index.html'),
      `<!doctype html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head>`,
    );
    server = await startTestServer(engine, { staticDir });
    production = await startTestServer(engine, { edge: { production: true, csp: { emulatorOrigins: [] } } });
  });
  afterAll(async () => {
    await server?.close();
    await production?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const policyOf = (answer: Response) =>
    new Map(
      (answer.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );

  it.each([
    ['the app shell', '/client/training', 200],
    ['an unknown page', '/no/such/page', 404],
    ['health', '/api/health', 200],
    ['a refused API call', '/api/tenants', 401],
    ['an unknown API route', '/api/nothing-here', 404],
  ])('on %s', async (_name, url, status) => {
    const answer = await fetch(server.url + url);
    expect(answer.status).toBe(status);
    const policy = policyOf(answer);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it("allows the shell's inline script by its hash, and the emulator outside production", async () => {
    const policy = policyOf(await fetch(`${server.url}/client/training`));
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(policy.get('script-src')).toContain(`'sha256-${hash}'`);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    // Firebase's helper frame for Google sign-in is loaded by Google's script loader.
    expect(policy.get('script-src')).toContain('https://apis.google.com');
    expect(policy.get('connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(policy.get('connect-src')?.some((origin) => origin.startsWith('http://127.0.0.1:'))).toBe(true);
  });

  it('sends HSTS and no emulator in production', async () => {
    const answer = await fetch(`${production.url}/api/health`);
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=31536000; includeSubDomains/);
    const policy = policyOf(answer);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('connect-src')?.some((origin) => origin.startsWith('http:'))).toBe(false);
  });
});
