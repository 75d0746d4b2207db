/**
 * GET /api/public/training?locale=xx: the published training pages, open to everyone, because
 * the training page is exempt from the guard (SPEC section 2) and must read without sign-in.
 * Only published training content is answered; drafts and blog posts never are.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../../../common/api-paths.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';

const trainingQuery = z.strictObject({ locale: z.string().regex(/^[a-z]{2}$/, 'A two-letter language code') });

export function publicTrainingRoutes(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.public.training,
    action: 'public',
    summary: 'Published training pages in a language',
    query: trainingQuery,
    handle: async ({ query: { locale } }) => {
      const rows = await context.db
        .selectFrom('content')
        .select(['id', 'slug', 'title', 'markdown', 'locale'])
        .where('kind', '=', 'training')
        .where('published', '=', 1)
        .where('locale', 'in', [...new Set([locale, 'en'])])
        .orderBy('title')
        .limit(200)
        .execute();
      // The reader's language first; English pages only for slugs not written in it.
      return rows.filter(
        (row) => row.locale === locale || !rows.some((other) => other.locale === locale && other.slug === row.slug),
      );
    },
  });
}
