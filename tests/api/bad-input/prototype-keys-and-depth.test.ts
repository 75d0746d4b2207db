/**
 * Two request shapes that once answered 500, refused at the mechanism with 400, on both engines:
 *  - query keys named after properties every JavaScript object has (`__proto__`, `constructor`,
 *    `toString`): each is an unknown filter, with the usual message for that parameter;
 *  - a JSON body nested deeper than the limit (a setting's value 2,000 levels deep), refused
 *    before parsing with a worded message in the caller's language; nothing is written;
 *  - a JSON body that is not an object or list (`null`, a number, a string): a route reading
 *    `body ?? {}` once took `null` for "no body" and resolved an issue (found by the fuzz suite).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** JSON text of an array nested depth levels deep around a number. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe.each(ENGINES)('prototype-named query keys and deep bodies on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const admin = () => client(server.url, world.users.admin.token);

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 400 with a message per parameter for query keys named after Object.prototype', async () => {
    for (const list of ['/api/tenants', '/api/documents', '/api/users', '/api/admin/user-accounts']) {
      for (const key of PROTOTYPE_KEYS) {
        const answer = await admin()('GET', `${list}?${key}=1`);
        expect(answer.status, `${list}?${key}`).toBe(400);
        expect(answer.body.message).toBe('The list query is not valid');
        expect(Object.keys(answer.body.fields), `${list}?${key}`).toEqual([key]);
        expect(answer.body.fields[key]).toEqual(['Unknown filter']);
      }
    }
    // Several at once, each reported under its own name.
    const many = await admin()('GET', '/api/tenants?constructor=x&toString=1&_sort=__proto__');
    expect(many.status).toBe(400);
    expect(Object.keys(many.body.fields).sort()).toEqual(['_sort', 'constructor', 'toString']);
  });

  it('answers 400 for such keys on the routes that read their query with a schema', async () => {
    for (const url of ['/api/upload-history', '/api/admin/summary']) {
      for (const key of PROTOTYPE_KEYS) {
        const answer = await admin()('GET', `${url}?${key}=1`);
        expect(answer.status, `${url}?${key}`).toBe(400);
        expect(typeof answer.body.message).toBe('string');
      }
    }
  });

  it('refuses a body nested deeper than 64 levels with 400, worded, and writes nothing', async () => {
    const before = await server.db.selectFrom('setting').selectAll().where('id', '=', 'slaHours').executeTakeFirst();
    const deep = await admin()('PATCH', '/api/settings/slaHours', undefined, `{"value":${nested(2000)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe('The body is nested deeper than 64 levels');
    for (const [language, words] of [
      ['es', 'El cuerpo está anidado en más de 64 niveles'],
      ['fr', 'Le corps est imbriqué sur plus de 64 niveaux'],
    ] as const) {
      const response = await fetch(`${server.url}/api/tenants`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${world.users.admin.token}`,
          'content-type': 'application/json',
          'accept-language': language,
        },
        body: `{"name":${nested(100)}}`,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(words);
    }
    // Objects count as levels too, and brackets inside strings do not.
    const objects = `${'{"a":'.repeat(65)}1${'}'.repeat(65)}`;
    expect((await admin()('POST', '/api/tenants', undefined, objects)).status).toBe(400);
    const inString = await admin()('POST', '/api/tenants', { name: `${'['.repeat(100)} in a name` });
    expect(inString.status, JSON.stringify(inString.body)).toBe(201);
    // At the limit the body is read as before: here refused by the setting's own schema.
    const atLimit = await admin()('PATCH', '/api/settings/slaHours', undefined, `{"value":${nested(63)}}`);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).toBe('The request is not valid');
    expect(await server.db.selectFrom('setting').selectAll().where('id', '=', 'slaHours').executeTakeFirst()).toEqual(
      before,
    );
  });

  it('refuses a body that is not an object or list with 400, and resolves nothing', async () => {
    for (const raw of ['null', '1', '"text"', 'true']) {
      const answer = await admin()('POST', `/api/issues/${world.A.issue}/resolve`, undefined, raw);
      expect(answer.status, raw).toBe(400);
      expect(answer.body.message).toBe('The body must be a JSON object');
      expect((await admin()('POST', '/api/admin/text-backfill', undefined, raw)).status).toBe(400);
    }
    const issue = await server.db
      .selectFrom('issue')
      .select('status')
      .where('id', '=', world.A.issue)
      .executeTakeFirst();
    expect(issue?.status).toBe('open');
  });
});
