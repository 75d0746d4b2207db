/**
 * A NUL character (U+0000) anywhere the API reads text is 400 on both engines (found by the fuzz
 * suite: PostgreSQL refused the whole query, a 500): in a filter or search of the query, in a
 * JSON body, and in the tus metadata's file name. Nothing is written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { tusClient } from '../../helpers/tus-requests.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-nul-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const MESSAGE = 'The request contains a NUL character (U+0000), which no field accepts';

describe.each(ENGINES)('NUL characters in input on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const admin = () => client(server.url, world.users.admin.token);

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('refuses NUL in filters, searches and paths with 400', async () => {
    for (const url of [
      '/api/tenants?q=%00',
      '/api/teams?name_ne=a%00b',
      '/api/documents?updatedAt_gte=%00',
      '/api/doc-items/across?q=%00',
      '/api/upload-history?q=a%00',
      `/api/tenants/${world.A.tenant}%00`,
    ]) {
      const answer = await admin()('GET', url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toBe(MESSAGE);
    }
    // Other characters stay searchable: the rule is about NUL alone.
    expect((await admin()('GET', '/api/tenants?q=%01%E2%80%AE')).status).toBe(200);
  });

  it('refuses NUL in a JSON body and in the tus file name, and writes nothing', async () => {
    const tenants = await server.db.selectFrom('tenant').select('id').execute();
    const created = await admin()('POST', '/api/tenants', { name: 'Acme\u0000' });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(MESSAGE);
    const key = await admin()('POST', '/api/tenants', { name: 'Acme', ['\u0000']: 1 });
    expect(key.status).toBe(400);
    expect(await server.db.selectFrom('tenant').select('id').execute()).toHaveLength(tenants.length);

    const tus = await tusClient(server.url, world.users.upA.token).create(10, {
      locationId: world.A.location,
      filename: 'a\u0000.pdf',
    });
    expect(tus.status).toBe(400);
    expect(JSON.parse(tus.text).message).toBe(MESSAGE);
  });
});
