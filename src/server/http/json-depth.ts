/**
 * One limit on the nesting of JSON bodies, at the edge: a body nested deeper than
 * MAX_JSON_DEPTH levels is refused with 400 before it is parsed, so no validator, audit diff
 * or serializer downstream ever walks a structure thousands of levels deep. Nothing the API
 * accepts comes near the limit.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';

export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of objects and arrays in JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 92)
        index += 1; // a backslash escapes the next character
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 || code === 91) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (code === 125 || code === 93) depth -= 1;
  }
  return deepest;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind the depth limit; a body whose
 * top level is not an object or array is refused too.
 */
export function installJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new HttpError(400, 'bodyTooDeep', { params: { max: MAX_JSON_DEPTH } }), undefined);
      return;
    }
    parse(request, text, (error, value) => {
      // Every body the API reads is an object (or a list): `null`, a number or a string is no
      // request at all, and a route that reads `body ?? {}` must not take `null` for "nothing".
      if (!error && (value === null || typeof value !== 'object')) {
        done(new HttpError(400, 'bodyNotObject'), undefined);
        return;
      }
      done(error, value);
    });
  });
}
