/**
 * What the API said when a call failed: its message and per-field messages (the server's
 * {statusCode, message, fields} body), whether the call went through axios or Refine.
 */
import type { FormInstance } from 'antd';

export interface ApiProblem {
  status?: number;
  message: string;
  fields: Record<string, string[]>;
}

interface ErrorLike {
  message?: string;
  statusCode?: number;
  /** Refine's HttpError carries the field messages here (see providers/data-provider.ts). */
  errors?: Record<string, string[]>;
  response?: { status?: number; data?: { message?: string; fields?: Record<string, string[]> } };
}

export function apiProblem(error: unknown): ApiProblem {
  const e = (error ?? {}) as ErrorLike;
  const body = e.response?.data;
  return {
    status: e.response?.status ?? e.statusCode,
    message: body?.message ?? e.message ?? String(error),
    fields: body?.fields ?? e.errors ?? {},
  };
}

/** Shows the server's field messages under the matching form fields; returns the ones it placed. */
export function showFieldErrors(form: FormInstance, problem: ApiProblem): string[] {
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const placed = Object.entries(problem.fields).filter(([name]) => known.has(name.split('.')[0] ?? name));
  form.setFields(placed.map(([name, errors]) => ({ name: name.split('.')[0] ?? name, errors })));
  return placed.map(([name]) => name);
}
