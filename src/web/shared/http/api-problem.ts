/**
 * The one error of an API call: the server's status, its worded message (in the caller's
 * language), its per-field messages and its whole answer (a 409 names the version stored now).
 * Every call through the API client or Refine's data provider fails with one of these; Refine
 * reads it as its HttpError (`statusCode`, and `errors` for the form fields).
 */
import type { FormInstance } from 'antd';

export class ApiProblem extends Error {
  /** Refine's names for the status and the field messages. */
  readonly statusCode: number;
  readonly errors: Record<string, string[]>;

  constructor(
    /** The HTTP status; 0 when no answer arrived (the network failed). */
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiProblem';
    this.statusCode = status;
    this.errors = fields;
  }

  /** A refused answer read as the server words it: {statusCode, message, fields, ...}. */
  static fromAnswer(status: number, statusText: string, answer: unknown): ApiProblem {
    const body = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
    const message = typeof body.message === 'string' ? body.message : `${status} ${statusText}`.trim();
    const fields = body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string[]>) : {};
    return new ApiProblem(status, message, fields, body);
  }
}

/** Whatever a call threw, as an ApiProblem (a network failure or a bug has status 0). */
export function apiProblem(error: unknown): ApiProblem {
  if (error instanceof ApiProblem) return error;
  return new ApiProblem(0, error instanceof Error ? error.message : String(error));
}

/** Shows the server's field messages under the matching form fields; returns the ones it placed. */
export function showFieldErrors(form: FormInstance, problem: ApiProblem): string[] {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const placed = Object.entries(problem.fields).filter(([name]) => known.has(name.split('.')[0] ?? name));
  form.setFields(placed.map(([name, errors]) => ({ name: name.split('.')[0] ?? name, errors })));
  return placed.map(([name]) => name);
}
