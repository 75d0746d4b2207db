/**
 * The policy editor's view of policy.csv: a role × page matrix. Reading keeps each role's page
 * order (it decides landing pages); writing puts the p lines back in role-group order, a role's
 * kept pages first in their old order and new ones after, then the g2 lines exactly as they were.
 */
import { LOGIN_PATH, PAGES } from '../../common/pages.js';
import { PAGE_ACTION, parsePolicyFile } from '../../common/policy.js';
import { isRole, ROLE_GROUP_ORDER, ROLES, type Role } from '../../common/roles.js';
import { fieldText, problemMap, type ApiText } from '../api-texts.js';
import { HttpError } from '../errors.js';

export type Matrix = Record<Role, string[]>;

/** Every page a role can be given: the sign-in page is open to all and never granted. */
export const EDITABLE_PAGES: readonly string[] = PAGES.filter((page) => page.path !== LOGIN_PATH).map(
  (page) => page.path,
);
/** The page that edits the policy: the administrators keep it, or nobody could undo a mistake. */
export const POLICY_PAGE = '/dbbs/ad/setup';
export const ADMIN_ROLE: Role = 'isDbAdmin';

export function matrixOf(text: string): Matrix {
  const matrix = Object.fromEntries(ROLES.map((role) => [role, [] as string[]])) as Matrix;
  for (const line of parsePolicyFile(text).pages) {
    if (line.act === PAGE_ACTION && !matrix[line.role].includes(line.path)) matrix[line.role].push(line.path);
  }
  return matrix;
}

/**
 * Checks a matrix sent by the editor: known roles and pages only, every role keeps a page, and
 * the administrators keep the setup page. Every problem is reported, keyed by role.
 */
export function checkMatrix(input: unknown): Matrix {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new HttpError(400, 'matrixNotObject', { fields: { matrix: [fieldText('notAnObject')] } });
  }
  const fields = problemMap<ApiText>();
  const fail = (key: string, text: ApiText) => (fields[key] ??= []).push(text);
  const matrix = Object.fromEntries(ROLES.map((role) => [role, [] as string[]])) as Matrix;
  for (const [role, pages] of Object.entries(input as Record<string, unknown>)) {
    if (!isRole(role)) {
      fail(
        `matrix.${role.slice(0, 60)}`,
        fieldText('unknownRole', { role: role.slice(0, 60), roles: ROLES.join(', ') }),
      );
      continue;
    }
    if (!Array.isArray(pages) || pages.some((page) => typeof page !== 'string')) {
      fail(`matrix.${role}`, fieldText('pageList'));
      continue;
    }
    for (const page of pages as string[]) {
      if (!EDITABLE_PAGES.includes(page))
        fail(`matrix.${role}`, fieldText('unknownPage', { page: page.slice(0, 120) }));
      else if (!matrix[role].includes(page)) matrix[role].push(page);
    }
  }
  for (const role of ROLES) {
    if (matrix[role].length === 0 && !fields[`matrix.${role}`])
      fail(`matrix.${role}`, fieldText('roleWithoutPage', { role }));
  }
  if (!matrix[ADMIN_ROLE].includes(POLICY_PAGE) && !fields[`matrix.${ADMIN_ROLE}`]) {
    fail(`matrix.${ADMIN_ROLE}`, fieldText('adminKeepsSetup', { role: ADMIN_ROLE, page: POLICY_PAGE }));
  }
  if (Object.keys(fields).length) {
    const first = Object.values(fields)[0]?.[0] ?? fieldText('pageList');
    throw new HttpError(400, 'policyNotSaved', { params: { reason: first }, fields });
  }
  return matrix;
}

/** The new file text: the old header comments, p lines in role-group order, the old g2 lines. */
export function policyTextFor(current: string, matrix: Matrix): string {
  const rows = current.split(/\r?\n/);
  const header: string[] = [];
  for (const row of rows) {
    if (!row.trim().startsWith('#')) break;
    header.push(row);
  }
  const g2 = rows.filter((row) => row.trim().startsWith('g2'));
  const old = matrixOf(current);
  const p: string[] = [];
  for (const role of ROLE_GROUP_ORDER) {
    const wanted = matrix[role];
    const kept = old[role].filter((page) => wanted.includes(page));
    const added = wanted.filter((page) => !kept.includes(page));
    for (const page of [...kept, ...added]) p.push(`p, ${role}, ${page}, ${PAGE_ACTION}`);
  }
  return `${[...header, ...p, ...g2].join('\n')}\n`;
}
