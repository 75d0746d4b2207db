/**
 * Every error leaves the API as JSON {statusCode, error, message, fields?}. A client's mistake
 * is a 4xx with a message; only our own faults are 500, and those never echo internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ApiError } from '../../common/user.js';
import { errorText, languageOf, render, renderFields, type ApiText } from '../api-texts.js';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionLost } from '../db/db-errors.js';
import { HttpError } from '../errors.js';

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
    if (isConnectionLost(error)) {
      // The database is out of reach, not the request wrong: the client may try again.
      request.log.warn({ err: error }, 'the database could not be reached');
      const seconds = DATABASE_RETRY_AFTER_SECONDS;
      reply.header('retry-after', String(seconds));
      return sendError(reply, 503, render(errorText('databaseUnavailable', { seconds }), language));
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
