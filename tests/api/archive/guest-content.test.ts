/**
 * The guest's landing page and "How this works", both written from the content screen, on both
 * engines: published content only, the reader's language first, a page tied to a screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

describe.each(ENGINES)('guest page and screen help on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const anonymous = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  }, 60_000);
  afterAll(async () => server?.close());

  it('shows the published welcome page, training and blog titles, and nothing unpublished', async () => {
    const admin = client(server.url, world.users.admin.token);
    const created = await admin('POST', '/api/content', {
      kind: 'page',
      slug: 'guest-welcome',
      title: 'Welcome',
      markdown: 'Ask **support** for access',
      locale: 'en',
      published: true,
    });
    expect(created.status).toBe(201);
    const draft = await admin('POST', '/api/content', {
      kind: 'page',
      slug: 'guest-welcome',
      title: 'Bienvenue (brouillon)',
      markdown: 'brouillon',
      locale: 'fr',
      published: false,
    });
    expect(draft.status).toBe(201);
    const guest = await anonymous('/api/public/guest?locale=fr');
    expect(guest.status).toBe(200);
    expect(guest.body.welcome).toEqual({ title: 'Welcome', markdown: 'Ask **support** for access' });
    expect(Array.isArray(guest.body.training)).toBe(true);
    expect(guest.body.blog.every((row: { slug: string }) => typeof row.slug === 'string')).toBe(true);
    expect((await anonymous('/api/public/guest?locale=french')).status).toBe(400);
  });

  it('links a screen to the published page tied to it', async () => {
    const admin = client(server.url, world.users.admin.token);
    expect((await anonymous('/api/public/screen-help?screen=uploads&locale=en')).body).toBeNull();
    const created = await admin('POST', '/api/content', {
      kind: 'training',
      slug: 'how-to-upload',
      title: 'How to upload',
      markdown: 'Drop files',
      locale: 'en',
      published: true,
      screen: 'uploads',
    });
    expect(created.status).toBe(201);
    expect(created.body.screen).toBe('uploads');
    const help = await anonymous('/api/public/screen-help?screen=uploads&locale=es');
    expect(help.body).toEqual({ kind: 'training', slug: 'how-to-upload', title: 'How to upload' });
    expect((await anonymous('/api/public/screen-help?screen=approve&locale=en')).body).toBeNull();
    expect((await anonymous('/api/public/screen-help?screen=nowhere&locale=en')).status).toBe(400);
    const unpublished = await admin('PATCH', `/api/content/${created.body.id}`, { published: false });
    expect(unpublished.status).toBe(200);
    expect((await anonymous('/api/public/screen-help?screen=uploads&locale=en')).body).toBeNull();
  });
});
