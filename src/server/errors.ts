/**
 * Every error leaves the API as JSON {statusCode, error, message, fields?}. A client's mistake
 * is a 4xx with a message; only our own faults are 500, and those never echo internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ZodError } from 'zod';
import type { ApiError } from '../common/user.js';
import { hasNul } from './nul-guard.js';
import {
  errorText,
  languageOf,
  problemMap,
  render,
  renderFields,
  type ApiText,
  type ErrorKey,
  type FieldProblems,
  type Params,
} from './api-texts.js';

export class HttpError extends Error {
  readonly text: ApiText;
  readonly fields?: FieldProblems;
  /** Extra members of the answer the client acts on (a stale write's current versions). */
  readonly details?: Record<string, unknown>;
  constructor(
    readonly statusCode: number,
    key: ErrorKey,
    options: { params?: Params; fields?: FieldProblems; details?: Record<string, unknown> } = {},
  ) {
    const text = errorText(key, options.params);
    // The English words for logs; the answer is worded in the caller's language.
    super(render(text, 'en'));
    this.text = text;
    if (options.fields) this.fields = options.fields;
    if (options.details) this.details = options.details;
  }
}

export function fieldErrors(error: ZodError): FieldProblems {
  const fields: FieldProblems = problemMap();
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue);
  }
  return fields;
}

/** Parses with a zod schema or throws a 400 with per-field problems (worded when answered). */
export function parseOr400<T>(
  schema: {
    safeParse(
      input: unknown,
      params?: { reportInput?: boolean },
    ): { success: true; data: T } | { success: false; error: ZodError };
  },
  input: unknown,
): T {
  // NUL passes zod's string checks but no engine stores it alike (nul-guard.ts).
  if (hasNul(input)) throw new HttpError(400, 'textHasNul');
  // The input stays on each issue so zod's locales can word it; it is never sent back.
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new HttpError(400, 'requestInvalid', { fields: fieldErrors(result.error) });
  return result.data;
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fields?: Record<string, string[]>,
  details?: Record<string, unknown>,
) {
  const body: ApiError = {
    ...details,
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields ? { fields } : {}),
  };
  return reply.code(statusCode).type('application/json').send(body);
}

/** Fastify's own refusals of a request it could not read, in our words. */
function fastifyText(error: FastifyError, request: FastifyRequest): ApiText | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorText('bodyNotJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorText('bodyEmpty');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorText('bodyTooLarge', { limit: request.routeOptions.bodyLimit ?? 0 });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorText('mediaType', { type: String(request.headers['content-type'] ?? '').slice(0, 100) });
    default:
      return undefined;
  }
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    if (error instanceof HttpError) {
      const fields = error.fields && renderFields(error.fields, language);
      return sendError(reply, error.statusCode, render(error.text, language), fields, error.details);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text = fastifyText(error, request);
      return sendError(reply, status, text ? render(text, language) : error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, render(errorText('internal'), language));
  });
  app.setNotFoundHandler((request, reply) => sendNoRoute(request, reply));
}

/** 404 for a path no route serves, in the caller's language. */
export function sendNoRoute(request: FastifyRequest, reply: FastifyReply) {
  const text = errorText('noRoute', { method: request.method, path: request.url.split('?')[0] ?? '' });
  return sendError(reply, 404, render(text, languageOf(request.headers['accept-language'])));
}
