/**
 * Every error leaves the API as JSON {statusCode, error, message, fields?}. A client's mistake
 * is a 4xx with a message; only our own faults are 500, and those never echo internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ZodError } from 'zod';
import type { ApiError } from '../common/user.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function fieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Parses with a zod schema or throws a 400 with per-field messages. */
export function parseOr400<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError } },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, 'The request is not valid', fieldErrors(result.error));
  return result.data;
}

export function sendError(reply: FastifyReply, statusCode: number, message: string, fields?: Record<string, string[]>) {
  const body: ApiError = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields ? { fields } : {}),
  };
  return reply.code(statusCode).type('application/json').send(body);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.fields);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Internal Server Error');
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No route ${request.method} ${request.url.split('?')[0]}`),
  );
}
