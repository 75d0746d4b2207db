/**
 * The refusals the API throws: HttpError(status, key) worded later in the caller's language
 * (http/error-handler.ts), and the one validation step of every input, parseOr400.
 */
import type { ZodError } from 'zod';
import {
  errorText,
  problemMap,
  render,
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
  // NUL passes zod's string checks but no engine stores it alike (http/nul-guard.ts).
  if (hasNul(input)) throw nulRefused();
  // The input stays on each issue so zod's locales can word it; it is never sent back.
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new HttpError(400, 'requestInvalid', { fields: fieldErrors(result.error) });
  return result.data;
}

/** Whether a string, or any key or string inside an array or object, holds a NUL character. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 100 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

export const nulRefused = () => new HttpError(400, 'textHasNul');
