/**
 * The OpenAPI document describes the API whole, on both engines:
 *  - every route the app registers is declared through the one route helper
 *    (src/server/http/route.ts), the app shell's included: a route registered any other way
 *    (a bare app.get, say) fails here, naming it. The docs page's own routes, which the
 *    @fastify/swagger plugins register under /api/docs, are the one exception;
 *  - every route registered on the Fastify instance (collected by the app's onRoute hook,
 *    src/server/http/route-list.ts) is in it with its method, and nothing else is: a route added
 *    later without a description fails here, naming it;
 *  - the areas it must cover are there (tus, content, previews, upload history,
 *    administration, authuser, health, the policy, live, public training, reports, ...);
 *  - every list names every filter it accepts, and the server accepts every query parameter the
 *    document names (probed: none is refused as unknown).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDocumentedRoute } from '../../../src/server/http/openapi.js';
import { isDeclaredRoute } from '../../../src/server/http/route.js';
import { declaredRoutes, openApiPath, type RegisteredRoute } from '../../../src/server/http/route-list.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

interface Parameter {
  name: string;
  in: string;
  schema?: Record<string, unknown>;
}
interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Parameter[]; summary?: string; tags?: string[] }>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The docs page, its assets and its JSON: the @fastify/swagger plugins' own routes. */
const DOCS_PLUGIN_PREFIX = '/api/docs';
const isDocsPluginRoute = (route: RegisteredRoute) =>
  route.url === DOCS_PLUGIN_PREFIX || route.url.startsWith(`${DOCS_PLUGIN_PREFIX}/`);

/** The app's routes not made by route(), but the docs plugin's, as `METHOD /url`. */
const bypassing = (app: FastifyInstance) =>
  declaredRoutes(app)
    .filter((route) => !isDeclaredRoute(route.config) && !isDocsPluginRoute(route))
    .map((route) => `${route.method} ${route.url}`);

describe('every route goes through the route helper', () => {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    // With a built web app, so the app shell's catch-all is registered too.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>shell</title>');
    server = await startTestServer('sqlite', { staticDir: webDir });
  });
  afterAll(async () => {
    await server?.close();
    if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('has no route registered another way, the app shell and tus included', () => {
    const urls = declaredRoutes(server.app).map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /*', 'PATCH /api/uploads/tus/:id', 'GET /api/docs/json']));
    expect(bypassing(server.app), 'routes registered without route() (src/server/http/route.ts)').toEqual([]);
  });
});

describe.each(ENGINES)('the OpenAPI document lists every route on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let doc: OpenApi;

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    doc = (await (await fetch(`${server.url}/api/docs/json`)).json()) as OpenApi;
  });
  afterAll(async () => server?.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );

  it('has every route declared through route()', () => {
    expect(bypassing(server.app), 'routes registered without route() (src/server/http/route.ts)').toEqual([]);
  });

  it('has every registered route, with its method', () => {
    const routes = declaredRoutes(server.app).filter(isDocumentedRoute);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .filter((key) => {
        const [method = '', path = ''] = key.split(' ');
        return !doc.paths[path]?.[method.toLowerCase()];
      });
    expect(missing, 'registered routes missing from /api/docs/json').toEqual([]);
  });

  it('lists no route the server does not have', () => {
    const registered = new Set(
      declaredRoutes(server.app).map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`),
    );
    const stale = operations()
      .map(({ path, method }) => `${method} ${path}`)
      .filter((key) => !registered.has(key));
    expect(stale).toEqual([]);
  });

  it('covers tus, content, previews, history, administration, sign-in, health, policy, live, training, reports', () => {
    const expected = [
      'post /api/uploads/tus',
      'options /api/uploads/tus',
      'head /api/uploads/tus/{id}',
      'patch /api/uploads/tus/{id}',
      'delete /api/uploads/tus/{id}',
      'get /api/uploads/tus-result/{id}',
      'get /api/uploads/{id}/content',
      'post /api/uploads/{id}/preview-url',
      'get /api/uploads/preview/{id}',
      'get /api/upload-history',
      'get /api/upload-history/export.csv',
      'get /api/admin/user-accounts',
      'patch /api/admin/user-accounts/{id}/active',
      'get /api/admin/summary',
      'post /api/admin/text-backfill',
      'post /api/authuser',
      'get /api/health',
      'get /api/access/policy',
      'put /api/admin/policy',
      'get /api/admin/policy/explain',
      'get /api/live',
      'get /api/public/training',
      'get /api/public/guest',
      'get /api/reports/client-hq',
      'get /api/reports/queue',
      'get /api/issues/inbox',
      'post /api/issues/{id}/messages',
      'get /api/doc-items/across.csv',
      'post /api/documents/{id}/approve',
      'get /api/documents/search',
    ];
    const present = new Set(operations().map(({ path, method }) => `${method} ${path}`));
    expect(expected.filter((key) => !present.has(key))).toEqual([]);
    // Every operation says what it does and which policy action (or none) guards it.
    for (const { path, method, operation } of operations()) {
      expect(operation.summary, `${method} ${path}`).toMatch(/\(.+\)$/);
    }
  });

  it("names every filter of the lists: each field's equality, _ne, _gte, _lte and _like", () => {
    const names = (path: string) => new Set((doc.paths[path]?.get?.parameters ?? []).map((p) => p.name));
    const documents = names('/api/documents');
    for (const name of [
      'status',
      'status_ne',
      'assigneeId',
      'dueAt_lte',
      'dueAt_gte',
      'title_like',
      '_start',
      '_sort',
    ]) {
      expect(documents, name).toContain(name);
    }
    for (const name of ['roles', 'tenantId', 'active', 'q', 'email_like', '_end'])
      expect(names('/api/admin/user-accounts'), name).toContain(name);
    for (const name of ['locationId', 'uploaderId', 'documentStatus', 'createdAt_gte', 'q', '_sort'])
      expect(names('/api/upload-history'), name).toContain(name);
    for (const name of ['from', 'to', 'tenant', 'format', 'table'])
      expect(names('/api/reports/dbo'), name).toContain(name);
    for (const name of ['q', 'status']) expect(names('/api/documents/search'), name).toContain(name);
  });

  it('accepts every query parameter it names (none is refused as unknown)', async () => {
    const admin = client(server.url, world.users.admin.token);
    const refused: string[] = [];
    for (const { path, method, operation } of operations()) {
      if (method !== 'get' || path.includes('{') || path === '/api/live') continue;
      // All of them in one request: the server names each parameter it does not know.
      const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      if (names.length === 0) continue;
      const answer = await admin('GET', `${path}?${names.map((name) => `${encodeURIComponent(name)}=1`).join('&')}`);
      const fields = (answer.body?.fields ?? {}) as Record<string, string[]>;
      for (const name of names) {
        const problems = [...(fields[name] ?? []), ...(fields._ ?? []).filter((p) => p.includes(`"${name}"`))];
        if (answer.status === 400 && problems.some((p) => /unknown|unrecognized/i.test(p)))
          refused.push(`${path}?${name}: ${problems.join(' ')}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
