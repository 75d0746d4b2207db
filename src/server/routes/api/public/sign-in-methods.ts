/**
 * GET /api/public/sign-in-methods: the ways in the sign-in page offers, as the setup screen set
 * them, open to everyone (the page is seen signed out). `null` when no administrator has set
 * them: the page then offers what its build's default names.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../../../common/api-paths.js';
import { SETTING_VALUES } from '../../../../common/schemas/setting.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { readSettings } from '../../../services/settings.js';

export const signInMethodsAnswer = z.object({ methods: SETTING_VALUES.signInMethods });

export function publicSignInMethodsRoutes(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.public.signInMethods,
    action: 'public',
    summary: 'The ways in the sign-in page offers, or null for its default',
    answer: signInMethodsAnswer,
    handle: async () => {
      const { signInMethods } = await readSettings(context.db, ['signInMethods']);
      return { methods: signInMethods };
    },
  });
}
