/**
 * How a route outside the resource, transition and operation lists describes itself for the
 * OpenAPI document: `app.get(path, { config: { doc: {...} } }, handler)`, with the same zod
 * schemas the handler validates with. docs.ts reads it from the registered routes
 * (route-list.ts), so the description lives beside the route it describes.
 */
import type { z } from 'zod';

export interface RouteDoc {
  summary: string;
  /** The policy action the route authorizes with; 'public' for no token, 'signed-in' for any token. */
  action: string;
  tags: string[];
  query?: z.ZodType;
  /** A @refinedev/simple-rest list read with list-query.ts: paging, sort, q and every field's filters. */
  list?: { record: z.ZodObject; search?: readonly string[] };
  body?: z.ZodType;
  /** Request headers the route reads (tus, Range, If-None-Match), by name. */
  headers?: Record<string, string>;
  answer?: z.ZodType;
  /** The answer's media type when it is not JSON (text/csv, text/event-stream, the file's own). */
  answerType?: string;
  /** The success status when it is not 200. */
  status?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

/** The route options of a route that describes itself: `app.get(path, described({...}), handler)`. */
export const described = (doc: RouteDoc, options: { public?: boolean } = {}) => ({
  config: { ...(options.public ? { public: true } : {}), doc },
});
