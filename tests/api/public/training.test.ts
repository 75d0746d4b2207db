/**
 * GET /api/public/training: published training pages without sign-in, in the reader's language
 * with English for pages not written in it; drafts and blog posts never.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';

describe.each(ENGINES)('GET /api/public/training on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const now = new Date().toISOString();
    const row = (kind: string, slug: string, locale: string, published: number, title: string) => ({
      id: randomUUID(),
      kind,
      slug,
      title,
      markdown: `# ${title}`,
      locale,
      published,
      created_at: now,
      updated_at: now,
    });
    await server.database.db
      .insertInto('content')
      .values([
        row('training', 'getting-started', 'en', 1, 'Getting started'),
        row('training', 'getting-started', 'fr', 1, 'Bien démarrer'),
        row('training', 'uploading', 'en', 1, 'Uploading'),
        row('training', 'secret-draft', 'en', 0, 'Draft'),
        row('blog', 'news', 'en', 1, 'News'),
      ])
      .execute();
  });
  afterAll(async () => server?.close());

  const get = (query: string) => fetch(`${server.url}/api/public/training${query}`);

  it('answers published training pages without a token', async () => {
    const response = await get('?locale=en');
    expect(response.status).toBe(200);
    const titles = (await response.json()).map((row: { title: string }) => row.title);
    expect(titles).toEqual(['Getting started', 'Uploading']);
  });

  it("prefers the reader's language and falls back to English per page", async () => {
    const titles = (await (await get('?locale=fr')).json()).map((row: { title: string }) => row.title);
    expect(titles).toEqual(['Bien démarrer', 'Uploading']);
  });

  it.each(['', '?locale=english', '?locale=en&extra=1', '?locale=%3Cscript%3E'])(
    'answers 400 for %s',
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    },
  );
});
