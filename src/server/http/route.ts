/**
 * The one way a route is registered: `route(app, context, {method, url, action, summary, query,
 * body, answer, handle})`. The declaration is the route's whole contract, written once:
 * - `action` is what the policy must allow (`documents:approve`); the helper authorizes with it
 *   before anything else runs, so the handler receives the caller's principal and data scope.
 *   'signed-in' asks only for a verified person's token (never an API key), 'public' for nothing at all;
 * - `query` and `body` are the zod schemas of `src/common/schemas`; the helper validates with
 *   them (400 with per-field messages) and hands the handler the parsed values;
 * - a `:id` in the URL is checked to have the shape of our ids (400 otherwise);
 * - the same declaration is the route's OpenAPI description (openapi.ts reads it from the
 *   registered routes), so the documentation cannot drift from what the route checks.
 * `tests/api/docs/every-route.test.ts` fails on a route registered any other way.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { requireCaller, requirePerson, type Caller } from '../auth/authenticate.js';
import { authorize, type Principal } from '../auth/authorize.js';
import type { AppContext } from '../context.js';
import { parseOr400 } from '../errors.js';
import { idParam } from './params.js';

/** What a route is open to: a policy action, any signed-in caller, or anyone. */
export type RouteAccess = 'public' | 'signed-in' | (string & {});

/** The OpenAPI side of a route: what openapi.ts turns into one operation. */
export interface RouteDoc {
  summary: string;
  action: RouteAccess;
  tags: string[];
  query?: z.ZodType;
  /**
   * A @refinedev/simple-rest list read with db/list-query.ts: paging, sort, q and every field's
   * filters, the total in x-total-count. `extras` names the read-only fields each row carries
   * beyond the record; `filters` describes parameters the list reads beyond the record's fields
   * (the list's own reader checks them, with the rest of its query).
   */
  list?: { record: z.ZodObject; search?: readonly string[]; extras?: readonly string[]; filters?: z.ZodObject };
  body?: z.ZodType;
  /** Request headers the route reads (tus, Range, If-None-Match), by name. */
  headers?: Record<string, string>;
  answer?: z.ZodType;
  /** The answer's media type when it is not JSON (text/csv, text/event-stream, the file's own). */
  answerType?: string;
  /** Other media types the route answers with on request (a report's table as text/csv). */
  alsoAnswers?: string[];
  /** The success status when it is not 200. */
  status?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

export interface RouteInput<Q, B> {
  /** The caller with the data scope the action grants (routes open to a policy action only). */
  principal: Principal;
  /** The verified token's caller (every route but the public ones). */
  caller: Caller;
  query: Q;
  body: B;
  /** The URL's `:id`, checked. */
  id: string;
}

export interface RouteSpec<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> extends Omit<
  RouteDoc,
  'tags' | 'query' | 'body'
> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  /** The OpenAPI tags; by default the URL's first segment after /api/. */
  tags?: string[];
  query?: Q;
  body?: B;
  /** The body may be left out; it is then validated as `{}`. */
  optionalBody?: boolean;
  /** Fastify's own route options beyond the contract (body limit, content type parsing). */
  options?: Omit<RouteShorthandOptions, 'config' | 'schema'>;
  handle(
    input: RouteInput<Q extends z.ZodType ? z.infer<Q> : undefined, B extends z.ZodType ? z.infer<B> : undefined>,
    request: FastifyRequest,
    reply: FastifyReply,
  ): unknown;
}

/** The docs the helper made, so a route that set `config.doc` by hand is still caught. */
const madeHere = new WeakSet<RouteDoc>();

/** Whether a registered route went through route() (the every-route test asks). */
export const isDeclaredRoute = (config: unknown): boolean => {
  const doc = (config as { doc?: RouteDoc } | undefined)?.doc;
  return doc !== undefined && madeHere.has(doc);
};

const firstSegment = (url: string) => /^\/api\/([^/:?]+)/.exec(url)?.[1] ?? 'app';

function refused(what: string): never {
  throw new Error(`this route is not open to a policy action, so it has no ${what}`);
}

export function route<Q extends z.ZodType | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  context: AppContext,
  spec: RouteSpec<Q, B>,
): void {
  const { method, url, handle, options, optionalBody, query, body, tags, ...rest } = spec;
  const doc: RouteDoc = { ...rest, tags: tags ?? [firstSegment(url)], query, body };
  madeHere.add(doc);
  const isPublic = spec.action === 'public';
  const forAction = !isPublic && spec.action !== 'signed-in';
  const takesId = /(^|\/):id(\/|$)/.test(url);
  app.route({
    ...options,
    method,
    url,
    config: { doc, ...(isPublic ? { public: true } : {}) },
    handler: async (request, reply) => {
      const caller = isPublic ? undefined : forAction ? requireCaller(request) : requirePerson(request);
      const principal = forAction ? await authorize(request, context, spec.action) : undefined;
      const input = {
        get principal() {
          return principal ?? refused('principal');
        },
        get caller() {
          return caller ?? refused('caller');
        },
        id: takesId ? idParam(request) : '',
        query: query ? parseOr400(query, request.query ?? {}) : undefined,
        body: body ? parseOr400(body, request.body ?? (optionalBody ? {} : undefined)) : undefined,
      } as RouteInput<never, never>;
      return handle(input, request, reply);
    },
  });
}
