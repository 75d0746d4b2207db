/**
 * GET /api/public/training?locale=xx: the published training pages, open to everyone, because
 * the training page is exempt from the guard (SPEC section 2) and must read without sign-in.
 * Only published training content is answered; drafts and blog posts never are.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { parseOr400 } from '../../../errors.js';
import { described } from '../../../http/route-doc.js';

const trainingQuery = z.strictObject({ locale: z.string().regex(/^[a-z]{2}$/, 'A two-letter language code') });

export function publicTrainingRoutes(app: FastifyInstance, { db }: AppContext): void {
  const trainingDoc = described(
    { summary: 'Published training pages in a language', action: 'public', tags: ['public'], query: trainingQuery },
    { public: true },
  );
  app.get('/api/public/training', trainingDoc, async (request) => {
    const { locale } = parseOr400(trainingQuery, request.query);
    const rows = await db
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
  });
}
