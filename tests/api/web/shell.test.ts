/**
 * The server serving the built app: assets as files, known app paths as the shell (200), unknown
 * paths as the shell with 404 (the browser shows its error page), unknown API paths as JSON 404.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../helpers/server.js';

describe('serving the built web app', () => {
  let server: TestServer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, 'builds'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'builds', 'latest.json'), '{"buildId":"b1"}');
    server = await startTestServer('sqlite', { staticDir: dir });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves assets and the build info as files', async () => {
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1)');
    expect(await (await fetch(`${server.url}/builds/latest.json`)).json()).toEqual({ buildId: 'b1' });
  });

  it('lets browsers keep the hashed assets for good, and revalidate the shell and the build info', async () => {
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const build = await fetch(`${server.url}/builds/latest.json`);
    expect(build.headers.get('cache-control')).toBe('public, max-age=0');
    const shell = await fetch(`${server.url}/client/hq`);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/', '/auth/login', '/dbbs/ProcessDocs', '/blog/some-post', '/client/hq/'])(
    'answers the shell with 200 at %s',
    async (p) => {
      const response = await fetch(`${server.url}${p}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it.each(['/nope', '/dbbs/processdocs', '/client/hq/extra', '/assets/missing.js'])(
    'answers the shell with 404 at %s',
    async (p) => {
      const response = await fetch(`${server.url}${p}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('never serves files outside the build directory', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('root:');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nope`, { headers: { authorization: 'Bearer x' } });
    expect([401, 404]).toContain(response.status);
    const body = await response.json();
    expect(body.message).toEqual(expect.any(String));
  });
});
