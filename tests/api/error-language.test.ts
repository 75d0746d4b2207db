/**
 * The API words its errors in the language the caller asks for (Accept-Language: en, es, fr),
 * messages and per-field texts alike, zod's own texts included; with no supported language it
 * answers in English, the very texts it answered before.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageOf } from '../../src/server/api-texts.js';
import { ENGINES } from '../helpers/server.js';
import { startApiServer, type ApiServer } from './support/api-server.js';
import { buildWorld, type World } from './support/world.js';

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['es-MX,es;q=0.9', 'es'],
    ['de-DE, fr;q=0.8, es;q=0.9', 'es'],
    ['de, it', 'en'],
    ['fr;q=0, es;q=0.1', 'es'],
    ['EN-gb', 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

describe.each(ENGINES)('worded errors on %s', (engine) => {
  let server: ApiServer;
  let world: World;

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  const call = async (language: string | undefined, method: string, path: string, raw?: string) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${world.users.admin.token}`,
        ...(language ? { 'accept-language': language } : {}),
        ...(raw !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(raw !== undefined ? { body: raw } : {}),
    });
    return {
      status: response.status,
      body: (await response.json()) as { message: string; fields?: Record<string, string[]> },
    };
  };

  it('answers a bad list query in Spanish, message and field', async () => {
    const { status, body } = await call('es', 'GET', '/api/documents?_sort=secret&owner=me');
    expect(status).toBe(400);
    expect(body.message).toBe('La consulta de la lista no es válida');
    expect(body.fields?._sort).toEqual(['No se puede ordenar por «secret»']);
    expect(body.fields?.owner).toEqual(['Filtro desconocido']);
  });

  it('answers the same query in English without a language, as before', async () => {
    const { body } = await call(undefined, 'GET', '/api/documents?_sort=secret');
    expect(body.message).toBe('The list query is not valid');
    expect(body.fields?._sort).toEqual(['Cannot sort by "secret"']);
  });

  it("words zod's checks of a body in French, the received type included", async () => {
    const { status, body } = await call('fr', 'POST', '/api/tenants', JSON.stringify({ name: 42, extra: 1 }));
    expect(status).toBe(400);
    expect(body.message).toBe("La requête n'est pas valide");
    expect(body.fields?.name?.[0]).toMatch(/^Entrée invalide/);
    expect(body.fields?.name?.[0]).toMatch(/nombre/);
    expect(JSON.stringify(body.fields)).not.toMatch(/Invalid input|Unrecognized/);
  });

  it("words a shared schema's own text (the slug rule) in Spanish", async () => {
    const content = { kind: 'blog', slug: 'Not A Slug', title: 'T', markdown: '', locale: 'en' };
    const { status, body } = await call('es', 'POST', '/api/content', JSON.stringify(content));
    expect(status).toBe(400);
    expect(body.fields?.slug).toEqual(['Palabras en minúsculas unidas por guiones']);
  });

  it('words a missing record, an unknown route and a body that is not JSON', async () => {
    const missing = await call('fr', 'GET', `/api/tenants/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/^Aucun enregistrement .+ \(tenant\)$/);
    const route = await call('es', 'GET', '/api/no-such-thing');
    expect(route.status).toBe(404);
    expect(route.body.message).toBe('No existe la ruta GET /api/no-such-thing');
    const garbled = await call('es', 'POST', '/api/tenants', '{"name": "x"');
    expect(garbled.status).toBe(400);
    expect(garbled.body.message).toBe('El cuerpo no es un JSON válido');
  });

  it('joins a choice of states in the language of the answer', async () => {
    const path = `/api/documents/${world.A.document}/approve`;
    const english = await call('en', 'POST', path, '{"version": 1}');
    const french = await call('fr', 'POST', path, '{"version": 1}');
    expect(english.status).toBe(409);
    expect(english.body.message).toMatch(/^Cannot approve a document that is \w+; it must be \w+/);
    expect(french.body.message).toMatch(/^L'étape « approve » est impossible pour un document à l'état \w+/);
  });
});
