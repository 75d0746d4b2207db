/**
 * The access-policy editor's API (setup screen), for callers the live policy lets do
 * policy:read / policy:update (granted through /dbbs/ad/setup):
 *   GET  /api/admin/policy                    the role × page matrix and the version in force
 *   PUT  /api/admin/policy                    {version?, matrix}: validate, write, reload at once
 *   GET  /api/admin/policy/history            saved changes, newest first (x-total-count)
 *   POST /api/admin/policy/revert/:changeId   restore the policy as it was before that change
 *   GET  /api/admin/policy/explain            ?userEmail=&path=: why that user may open it, or not
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../../../common/api-paths.js';
import { matchPage, matchPattern } from '../../../../common/pages.js';
import { landingPage, PAGE_ACTION, parsePolicyFile } from '../../../../common/policy.js';
import { isRole, ROLE_GROUP_ORDER } from '../../../../common/roles.js';
import { ID_PATTERN } from '../../../../common/schemas/fields.js';
import { scopeCondition } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import { fieldText } from '../../../api-texts.js';
import { HttpError } from '../../../errors.js';
import { listChanges, previousTextOf, savePolicy, StalePolicyError } from '../../../policy/policy-history.js';
import { checkMatrix, EDITABLE_PAGES, matrixOf, policyTextFor } from '../../../policy/policy-matrix.js';
import { route } from '../../../http/route.js';

const saveBody = z.strictObject({ version: z.string().max(64).optional(), matrix: z.unknown() });
const historyQuery = z.object({
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(1).max(1000).default(50),
});
const explainQuery = z.strictObject({
  userEmail: z.string().trim().toLowerCase().pipe(z.email()),
  path: z.string().min(1).max(500).startsWith('/'),
});

export function policyEditorRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, policy } = context;
  const view = () => {
    const { version, text } = policy.current();
    return { version, roles: ROLE_GROUP_ORDER, pages: EDITABLE_PAGES, matrix: matrixOf(text) };
  };

  route(app, context, {
    method: 'GET',
    url: API_PATHS.admin.policy,
    action: 'policy:read',
    summary: 'The role × page matrix and the version in force',
    tags: ['policy'],
    handle: async () => view(),
  });

  const save = async (
    principal: { id: string; email: string },
    text: string,
    options: { revertsId?: string; expectVersion?: string },
  ) => {
    try {
      const change = await savePolicy({ db, policy, actor: principal, text, ...options });
      return { change, ...view() };
    } catch (error) {
      if (error instanceof StalePolicyError) throw new HttpError(409, 'policyStale');
      throw error;
    }
  };

  route(app, context, {
    method: 'PUT',
    url: API_PATHS.admin.policy,
    action: 'policy:update',
    summary: 'Save the matrix at the version read (409 when stale); in force at once',
    tags: ['policy'],
    body: saveBody,
    handle: async ({ principal, body }) => {
      const matrix = checkMatrix(body.matrix);
      return save(principal, policyTextFor(policy.current().text, matrix), { expectVersion: body.version });
    },
  });

  route(app, context, {
    method: 'GET',
    url: API_PATHS.admin.policyHistory,
    action: 'policy:read',
    summary: 'Saved changes, newest first (x-total-count)',
    tags: ['policy'],
    query: historyQuery,
    handle: async ({ query }, _request, reply) => {
      const limit = Math.max(0, query._end - query._start);
      const { total, rows } = await listChanges(db, query._start, limit);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  route(app, context, {
    method: 'POST',
    url: API_PATHS.admin.policyRevert,
    action: 'policy:update',
    summary: 'Restore the policy as it was before that change',
    tags: ['policy'],
    handle: async ({ principal }, request) => {
      const { changeId } = request.params as { changeId: string };
      if (!ID_PATTERN.test(changeId))
        throw new HttpError(400, 'changeIdInvalid', { fields: { changeId: [fieldText('notValidId')] } });
      const previous = await previousTextOf(db, changeId);
      if (previous === undefined) throw new HttpError(404, 'noPolicyChange', { params: { id: changeId } });
      // The old text passes today's rules too (a role without pages, no administrator access).
      checkMatrix(matrixOf(previous));
      return save(principal, previous, { revertsId: changeId });
    },
  });

  route(app, context, {
    method: 'GET',
    url: API_PATHS.admin.policyExplain,
    action: 'policy:read',
    summary: 'Why a user in your scope may open a page, or not',
    tags: ['policy'],
    query: explainQuery,
    handle: async ({ principal, query }) => {
      const pathname = query.path.split('?')[0] ?? query.path;
      const page = matchPage(pathname);
      if (!page)
        throw new HttpError(400, 'noPage', {
          params: { path: pathname },
          fields: { path: [fieldText('notAPage')] },
        });
      // Only a user within the caller's scope is explained; anyone else is not found.
      const user = await db
        .selectFrom('app_user')
        .leftJoin('tenant as t', 't.id', 'app_user.tenant_id')
        .select([
          'app_user.email',
          'app_user.roles',
          'app_user.active',
          't.active as tenant_active',
          't.name as tenant_name',
        ])
        .where('app_user.email', '=', query.userEmail)
        .where(scopeCondition('app_user', principal.grants))
        .executeTakeFirst();
      if (!user)
        throw new HttpError(404, 'noUserWithEmail', {
          params: { email: query.userEmail },
          fields: { userEmail: [fieldText('noSuchUser')] },
        });
      const parsedRoles: unknown = JSON.parse(user.roles);
      const roles = Array.isArray(parsedRoles) ? parsedRoles.filter(isRole) : [];
      const { pages, actions } = parsePolicyFile(policy.current().text);
      const lines = pages
        .filter((line) => roles.includes(line.role) && line.act === PAGE_ACTION && matchPattern(line.path, pathname))
        .map((line) => `p, ${line.role}, ${line.path}, ${line.act}`);
      const pageActions = actions.filter((grant) => grant.path === page.page.path).map((grant) => grant.action);
      return {
        userEmail: user.email,
        roles,
        active: user.active === 1,
        tenantName: user.tenant_name ?? null,
        tenantActive: user.tenant_active === null ? null : user.tenant_active === 1,
        path: pathname,
        pageId: page.page.id,
        allowed: lines.length > 0,
        lines,
        apiActions: lines.length > 0 ? pageActions : [],
        landingPage: landingPage(pages, roles) ?? null,
        version: policy.current().version,
      };
    },
  });
}
