/**
 * What the fuzz suite sends: every route of the OpenAPI document together with every route the
 * app registered (route-list.ts), so a route added later is fuzzed whether or not it is
 * described; for each, bad input by method, as an administrator, as a low-privilege user and
 * without a token. Bodies that reach a route are always invalid (see inputs.ts), so nothing
 * may be written.
 */
import { declaredRoutes, openApiPath } from '../../../src/server/http/route-list.js';
import { isDocumentedRoute } from '../../../src/server/http/openapi.js';
import type { FastifyInstance } from 'fastify';
import {
  BAD_IDS,
  BAD_PAGING,
  BAD_QUERY_SHAPES,
  BAD_RANGES,
  BAD_TUS_VERSIONS,
  BAD_UPLOAD_LENGTHS,
  BAD_UPLOAD_OFFSETS,
  badBodies,
  badMetadata,
  base64,
  encode,
  ODD_STRINGS,
  PARSER_REFUSED_JSON,
  UNREAD_MEDIA_TYPES,
  type JsonSchema,
  type Random,
} from './inputs.js';

export type Caller = 'admin' | 'lowPrivilege' | 'anonymous';

export interface FuzzRequest {
  caller: Caller;
  method: string;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The route it targets (OpenAPI spelling), for the report. */
  route: string;
}

export interface RouteToFuzz {
  method: string;
  /** `/api/documents/{id}/assign` */
  path: string;
  public: boolean;
  bodySchema?: JsonSchema;
  queryNames: string[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}
export interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

/** The document's operations and the app's registered routes, one entry per method and path. */
export function routesToFuzz(doc: OpenApi, app: FastifyInstance): RouteToFuzz[] {
  const routes = new Map<string, RouteToFuzz>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      routes.set(`${method.toUpperCase()} ${path}`, {
        method: method.toUpperCase(),
        path,
        public: Array.isArray(operation.security) && operation.security.length === 0,
        bodySchema: operation.requestBody?.content?.['application/json']?.schema,
        queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  for (const route of declaredRoutes(app).filter(isDocumentedRoute)) {
    const path = openApiPath(route.url);
    const key = `${route.method} ${path}`;
    const known = routes.get(key);
    if (known) known.public ||= Boolean(route.config?.public);
    else routes.set(key, { method: route.method, path, public: Boolean(route.config?.public), queryNames: [] });
  }
  return [...routes.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Real records the routes can find, so bad input meets the code past the lookup too. */
export interface RealIds {
  byArea: Record<string, string>;
  fallback: string;
  /** A signed preview query (expires&signature) of the real upload. */
  previewQuery: string;
  otherTenantLocation: string;
  ownLocation: string;
}

/** `/api/documents/{id}/assign` → `documents`; `/api/admin/user-accounts/{id}` → `admin/user-accounts`. */
const areaOf = (path: string) => path.replace(/^\/api\//, '').split('/{')[0] ?? '';

function withIds(path: string, id: (name: string) => string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => id(name));
}

const JSON_TYPE = { 'content-type': 'application/json' };

export function planRequests(routes: readonly RouteToFuzz[], ids: RealIds, random: Random): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const route of routes) {
    const add = (caller: Caller, url: string, headers: Record<string, string> = {}, body?: string) =>
      requests.push({ caller, method: route.method, url, headers, body, route: `${route.method} ${route.path}` });
    const hasParams = route.path.includes('{');
    const real = withIds(route.path, () => ids.byArea[areaOf(route.path)] ?? ids.fallback);
    const isTus = route.path.startsWith('/api/uploads/tus');
    const writes = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
    const reads = route.method === 'GET';
    const someBody = () =>
      writes && route.bodySchema ? { headers: JSON_TYPE, body: random.pick(badBodies(route.bodySchema, random)) } : {};

    // Bad ids, for every caller that may get past authentication.
    if (hasParams) {
      for (const id of random.sample(BAD_IDS, 7)) {
        const { headers, body } = someBody();
        add(
          'admin',
          withIds(route.path, () => id),
          headers,
          body,
        );
      }
      for (const id of random.sample(BAD_IDS, 3))
        add(
          'lowPrivilege',
          withIds(route.path, () => id),
        );
    }

    // Paging, query shapes and odd filter values.
    if (reads) {
      const queries = [
        ...random.sample(BAD_PAGING, 8),
        ...random.sample(BAD_QUERY_SHAPES, 4),
        ...random.sample(route.queryNames, 8).map((name) => `${encode(name)}=${encode(random.pick(ODD_STRINGS))}`),
        ...(route.queryNames.includes('q') ? random.sample(ODD_STRINGS, 3).map((text) => `q=${encode(text)}`) : []),
      ];
      const callers: Caller[] = route.public ? ['admin', 'anonymous'] : ['admin'];
      for (const caller of callers) for (const query of queries) add(caller, `${real}?${query}`);
      for (const query of random.sample(BAD_PAGING, 3)) add('lowPrivilege', `${real}?${query}`);
    }

    // Bodies, where a route reads one. Where it reads none, only bodies refused before it.
    if (writes && !isTus) {
      // An empty body is no body to a DELETE: that one would delete.
      const refused = PARSER_REFUSED_JSON.filter((text) => text !== '' || route.method !== 'DELETE');
      for (const text of random.sample(refused, 5)) add('admin', real, JSON_TYPE, text);
      if (route.method !== 'DELETE') {
        for (const type of random.sample(UNREAD_MEDIA_TYPES, 2)) add('admin', real, { 'content-type': type }, 'x');
        if (route.bodySchema) {
          for (const text of random.sample(badBodies(route.bodySchema, random), 14))
            add('admin', real, JSON_TYPE, text);
          add('admin', real, { 'content-type': 'text/plain' }, 'x');
          add('admin', real, { 'content-type': 'application/json; charset=utf-16' }, '{"fuzzUnknownField":1}');
          for (const text of badBodies(route.bodySchema, random).slice(0, 3))
            add('lowPrivilege', real, JSON_TYPE, text);
        }
      }
      add('lowPrivilege', real, JSON_TYPE, random.pick(refused));
    }

    // Range on the routes that serve a file.
    if (reads && /\/content$|\/preview\//.test(route.path)) {
      const url = route.path.includes('/preview/') ? `${real}?${ids.previewQuery}` : real;
      const callers: Caller[] = route.public ? ['admin', 'anonymous'] : ['admin'];
      for (const caller of callers) for (const range of random.sample(BAD_RANGES, 10)) add(caller, url, { range });
    }

    // The tus headers.
    if (isTus) requests.push(...tusRequests(route, real, ids, random));

    // Headers every route reads or may trip on (a write gets a body refused before the route).
    add(
      'admin',
      real,
      {
        ...random.pick<Record<string, string>>([
          { 'accept-language': `${'zz-ZZ;q=0.'.repeat(300)}`, 'if-none-match': '*' },
          { 'accept-language': 'es;q=abc, fr;q=-1, *;q=1e309' },
        ]),
        ...(writes ? JSON_TYPE : {}),
      },
      writes ? '{' : undefined,
    );

    // Without a token, and with tokens that are not.
    for (const authorization of [
      undefined,
      ...random.sample(
        ['Bearer x.y.z', 'Basic Zm9vOmJhcg==', 'Bearer ', `Bearer ${'a'.repeat(8000)}`, 'Bearer \u00ff\u00fe'],
        2,
      ),
    ]) {
      add('anonymous', real, authorization === undefined ? {} : { authorization });
    }
  }
  return requests;
}

function tusRequests(route: RouteToFuzz, url: string, ids: RealIds, random: Random): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const add = (caller: Caller, headers: Record<string, string>, body?: string) =>
    out.push({ caller, method: route.method, url, headers, body, route: `${route.method} ${route.path}` });
  const tus = { 'tus-resumable': '1.0.0' };
  const goodMetadata = `filename ${base64('fuzz.pdf')},locationId ${base64(ids.ownLocation)}`;
  for (const caller of ['lowPrivilege', 'admin'] as const) {
    if (route.method === 'POST' && !route.path.includes('{')) {
      for (const length of BAD_UPLOAD_LENGTHS)
        add(caller, { ...tus, 'upload-length': length, 'upload-metadata': goodMetadata });
      for (const metadata of badMetadata(ids.otherTenantLocation, ids.ownLocation))
        add(caller, { ...tus, 'upload-length': '10', 'upload-metadata': metadata });
      // A valid creation but for the protocol version: the intake row made for it is removed again.
      for (const version of BAD_TUS_VERSIONS)
        add(caller, { 'tus-resumable': version, 'upload-length': '10', 'upload-metadata': goodMetadata });
      add(caller, { ...tus, 'upload-defer-length': '1', 'upload-metadata': goodMetadata });
      add(
        caller,
        {
          ...tus,
          'upload-length': '10',
          'upload-metadata': goodMetadata,
          'content-type': 'application/offset+octet-stream',
        },
        'abc',
      );
    }
    if (route.method === 'PATCH') {
      const bytes = { 'content-type': 'application/offset+octet-stream' };
      for (const offset of BAD_UPLOAD_OFFSETS) add(caller, { ...tus, ...bytes, 'upload-offset': offset }, 'abc');
      for (const version of BAD_TUS_VERSIONS)
        add(caller, { ...bytes, 'tus-resumable': version, 'upload-offset': '0' }, 'abc');
      add(caller, { ...tus, 'upload-offset': '0', 'content-type': 'application/json' }, '{');
      add(caller, { ...tus, 'upload-offset': '0', 'content-type': 'text/plain' }, 'abc');
      add(caller, { ...tus, 'upload-offset': '0' }, 'abc');
    }
    if (route.method === 'HEAD' || route.method === 'DELETE' || route.method === 'GET') {
      for (const version of BAD_TUS_VERSIONS) add(caller, { 'tus-resumable': version });
    }
    if (route.method === 'OPTIONS') {
      for (const version of random.sample(BAD_TUS_VERSIONS, 2)) add('anonymous', { 'tus-resumable': version });
    }
  }
  return out;
}
