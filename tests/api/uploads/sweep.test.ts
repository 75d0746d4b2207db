/**
 * The orphan-file sweep on both engines, run as the intake's periodic sweep: a stored file that
 * no upload row points to and that is older than an hour (a crash between rename and commit,
 * or a deleted upload) is removed; a file with a row is kept however old; a fresh stray file is
 * kept (its transaction may still be running).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIntakeConfig } from '../../../src/server/storage/intake-config.js';
import { createIntakeService, type IntakeService } from '../../../src/server/services/uploads/intake-service.js';
import { ORPHAN_GRACE_MS } from '../../../src/server/storage/orphan-sweep.js';
import { localDiskStorage } from '../../../src/server/storage/local-disk-storage.js';
import { storeBytes } from '../../../src/server/storage/store-bytes.js';
import { samplePdf } from '../../helpers/sample-files.js';
import { ENGINES } from '../../helpers/server.js';
import { uploadWhole } from '../../helpers/tus-requests.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-sweep-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.each(ENGINES)('orphan-file sweep on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  let intake: IntakeService;
  const config = readIntakeConfig();
  const storage = localDiskStorage(config.filesDir);
  const fileOf = (key: string) => path.join(config.filesDir, key);
  /** Sets a stored file's storing time to `ms` ago. */
  const age = (key: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    fs.utimesSync(fileOf(key), then, then);
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
    // The same service the server runs, over the same storage, its timer left to itself.
    intake = createIntakeService(server.db, engine, storage, config, { error: () => {} });
  });
  afterAll(async () => {
    intake?.close();
    await server?.close();
  });

  it('removes old stray files and keeps files with a row and fresh stray files', async () => {
    const result = await uploadWhole(server.url, world.users.upA.token, samplePdf(`sweep ${engine} ${randomUUID()}`), {
      locationId: world.A.location,
      filename: 'kept.pdf',
    });
    if (result?.status !== 'accepted') throw new Error(`upload not accepted: ${JSON.stringify(result)}`);
    const accepted = await server.db
      .selectFrom('upload')
      .select('storage_key')
      .where('id', '=', result.uploadId)
      .executeTakeFirstOrThrow();
    const worldKey = `uploads/${world.A.upload}`;
    await storeBytes(storage, worldKey, samplePdf(`world ${engine}`));
    const strayOld = `uploads/${randomUUID()}`;
    const strayFresh = `uploads/${randomUUID()}`;
    await storeBytes(storage, strayOld, samplePdf('stray old'));
    await storeBytes(storage, strayFresh, samplePdf('stray fresh'));
    const longAgo = ORPHAN_GRACE_MS + 60_000;
    for (const key of [accepted.storage_key, worldKey, strayOld]) age(key, longAgo);
    age(strayFresh, ORPHAN_GRACE_MS - 5 * 60_000);

    const { orphans } = await intake.sweep();

    expect(orphans).toContain(strayOld);
    expect(orphans).not.toContain(strayFresh);
    expect(await storage.exists(strayOld)).toBe(false);
    expect(await storage.exists(strayFresh)).toBe(true);
    expect(await storage.exists(accepted.storage_key)).toBe(true);
    expect(await storage.exists(worldKey)).toBe(true);
    // The accepted upload is still whole: its content is served.
    const content = await fetch(`${server.url}/api/uploads/${result.uploadId}/content`, {
      headers: { authorization: `Bearer ${world.users.upA.token}` },
    });
    expect(content.status).toBe(200);
    await content.arrayBuffer();
  });

  it("keeps a deleted upload's file until it is older than the grace period, then removes it", async () => {
    const result = await uploadWhole(
      server.url,
      world.users.upA.token,
      samplePdf(`deleted ${engine} ${randomUUID()}`),
      { locationId: world.A.location, filename: 'deleted.pdf' },
    );
    if (result?.status !== 'accepted') throw new Error(`upload not accepted: ${JSON.stringify(result)}`);
    const { storage_key: key } = await server.db
      .selectFrom('upload')
      .select('storage_key')
      .where('id', '=', result.uploadId)
      .executeTakeFirstOrThrow();
    const removed = await client(server.url, world.users.admin.token)('DELETE', `/api/uploads/${result.uploadId}`);
    expect(removed.status).toBe(200);
    expect(
      await server.db.selectFrom('upload').select('id').where('id', '=', result.uploadId).executeTakeFirst(),
    ).toBeUndefined();

    expect((await intake.sweep()).orphans).not.toContain(key);
    expect(await storage.exists(key)).toBe(true);
    age(key, ORPHAN_GRACE_MS + 60_000);
    expect((await intake.sweep()).orphans).toContain(key);
    expect(await storage.exists(key)).toBe(false);
  });
});
