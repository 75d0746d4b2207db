/**
 * The guest's landing page and the "How this works" links, open to everyone like the training
 * page, answering published content only:
 *   GET /api/public/guest?locale=xx         { welcome: {title, markdown} | null,
 *                                             training: [{slug, title}], blog: [{slug, title}] }
 *   GET /api/public/screen-help?screen=s&locale=xx
 *                                           { kind, slug, title } of the page tied to the
 *                                             workflow screen, or null
 * The reader's language first, English for slugs not written in it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GUEST_WELCOME_SLUG, WORKFLOW_SCREENS } from '../../../../common/schemas/content.js';
import { API_PATHS } from '../../../../common/api-paths.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';

const locale = z.string().regex(/^[a-z]{2}$/, 'A two-letter language code');
const guestQuery = z.strictObject({ locale });
const screenQuery = z.strictObject({ locale, screen: z.enum(WORKFLOW_SCREENS) });

/** One row per slug: the reader's language, else English. */
function inLanguage<T extends { slug: string; locale: string }>(rows: T[], language: string): T[] {
  return rows.filter(
    (row) => row.locale === language || !rows.some((other) => other.locale === language && other.slug === row.slug),
  );
}

export function publicGuestRoutes(app: FastifyInstance, context: AppContext): void {
  const published = (language: string) =>
    context.db
      .selectFrom('content')
      .where('published', '=', 1)
      .where('locale', 'in', [...new Set([language, 'en'])]);

  route(app, context, {
    method: 'GET',
    url: API_PATHS.public.guest,
    action: 'public',
    summary: "The guest's page: published welcome, pages and posts",
    query: guestQuery,
    handle: async ({ query: { locale: language } }) => {
      const rows = inLanguage(
        await published(language)
          .select(['kind', 'slug', 'title', 'locale', 'markdown'])
          .orderBy('title')
          .limit(400)
          .execute(),
        language,
      );
      const welcome = rows.find((row) => row.kind === 'page' && row.slug === GUEST_WELCOME_SLUG);
      const list = (kind: string) =>
        rows.filter((row) => row.kind === kind).map(({ slug, title }) => ({ slug, title }));
      return {
        welcome: welcome ? { title: welcome.title, markdown: welcome.markdown } : null,
        training: list('training'),
        blog: list('blog'),
      };
    },
  });

  route(app, context, {
    method: 'GET',
    url: API_PATHS.public.screenHelp,
    action: 'public',
    summary: 'The published "How this works" text of a screen',
    query: screenQuery,
    handle: async ({ query: { locale: language, screen } }) => {
      const rows = inLanguage(
        await published(language)
          .select(['kind', 'slug', 'title', 'locale'])
          .where('screen', '=', screen)
          .where('kind', 'in', ['training', 'blog'])
          .orderBy('updated_at', 'desc')
          .limit(20)
          .execute(),
        language,
      );
      const page = rows[0];
      return page ? { kind: page.kind, slug: page.slug, title: page.title } : null;
    },
  });
}
