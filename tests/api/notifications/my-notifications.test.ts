/**
 * The bell's API on both engines: my notices newest first and paged, the unread count, marking
 * one (another person's is 404) or all read, preferences that suppress a kind, bad input 400,
 * roles without the bell 403; and a new notice reaches its recipient's live stream alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifySlaWarning } from '../../../src/server/services/notifications/index.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, stored } from '../documents/fixture.js';
import { kindsOf } from './fixture.js';

interface LiveEvent {
  channel: string;
  type: string;
  payload: { ids: string[] };
}

/** Opens /api/live for a token and collects its events. */
async function listen(url: string, token: string) {
  const events: LiveEvent[] = [];
  const abort = new AbortController();
  const response = await fetch(`${url}/api/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) if (block.startsWith('data: ')) events.push(JSON.parse(block.slice(6)));
      }
    } catch {
      // aborted
    }
  })();
  return { events, close: () => abort.abort() };
}

describe.each(ENGINES)('my notifications on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const as = (key: keyof World['users']) => client(server.url, world.users[key].token);
  const warn = async (documentId: string) =>
    server.db.transaction().execute(async (trx) => notifySlaWarning(trx, await stored(trx, documentId)));
  const docA = () =>
    addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      status: 'processing',
      assigneeId: world.users.dbo.id,
      title: `Invoice ${Math.random().toString(36).slice(2, 8)}`,
    });
  const unread = async (key: keyof World['users']) => {
    const answer = await as(key)('GET', '/api/notifications/unread-count');
    expect(answer.status).toBe(200);
    return answer.body.unread as number;
  };

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('lists my notices newest first with who, why and where, paged with x-total-count', async () => {
    const first = await docA();
    const second = await docA();
    await warn(first);
    const { version } = await stored(server.db, second);
    await server.db.updateTable('document').set({ status: 'processed' }).where('id', '=', second).execute();
    const sent = await as('dbs')('POST', `/api/documents/${second}/send-back`, {
      version,
      reasonCode: 'Illegible',
      comment: 'Too dark',
    });
    expect(sent.status).toBe(200);
    const list = await as('dbo')('GET', '/api/notifications');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('2');
    expect(list.body).toEqual([
      expect.objectContaining({
        kind: 'sent_back',
        documentId: second,
        documentStatus: 'processing',
        assigneeId: world.users.dbo.id,
        actorName: 'dbs',
        reasonCode: 'Illegible',
        note: 'Too dark',
        readAt: null,
      }),
      expect.objectContaining({ kind: 'sla_warning', documentId: first, actorName: null }),
    ]);
    const page = await as('dbo')('GET', '/api/notifications?_start=1&_end=2');
    expect(page.body.map((row: { documentId: string }) => row.documentId)).toEqual([first]);
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(await unread('dbo')).toBe(2);
    // The DBS supervisor has the warning only; nobody else has anything.
    expect((await as('dbs')('GET', '/api/notifications')).body.map((row: { kind: string }) => row.kind)).toEqual([
      'sla_warning',
    ]);
    expect(await unread('supA')).toBe(0);
  });

  it('marks one notice read, refuses another person’s (404), then marks all read', async () => {
    await warn(await docA());
    const mine = (await as('dbo')('GET', '/api/notifications?unread=true')).body as { id: string }[];
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const before = await unread('dbo');
    const [target] = mine;
    expect((await as('dbs')('POST', `/api/notifications/${target!.id}/read`)).status).toBe(404);
    expect((await as('dbo')('POST', `/api/notifications/${target!.id}/read`)).status).toBe(204);
    expect((await as('dbo')('POST', `/api/notifications/${target!.id}/read`)).status).toBe(204);
    expect(await unread('dbo')).toBe(before - 1);
    const read = (await as('dbo')('GET', '/api/notifications')).body.find(
      (row: { id: string }) => row.id === target!.id,
    );
    expect(read.readAt).toEqual(expect.any(String));
    const all = await as('dbo')('POST', '/api/notifications/read-all');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ marked: before - 1 });
    expect(await unread('dbo')).toBe(0);
    // The DBS supervisor's own notices are untouched.
    expect(await unread('dbs')).toBeGreaterThan(0);
  });

  it('turns a kind off for one person only: nothing of that kind is written for them', async () => {
    const defaults = await as('dbo')('GET', '/api/notifications/preferences');
    expect(defaults.status).toBe(200);
    expect(defaults.body.kinds).toMatchObject({ assigned: true, sla_warning: true, sent_back: true });
    const saved = await as('dbo')('PUT', '/api/notifications/preferences', { kinds: { sla_warning: false } });
    expect(saved.status).toBe(200);
    expect(saved.body.kinds).toMatchObject({ sla_warning: false, assigned: true });
    const id = await docA();
    await warn(id);
    expect(await kindsOf(server.db, world.users.dbo.id, id)).toEqual([]);
    expect(await kindsOf(server.db, world.users.dbs.id, id)).toEqual(['sla_warning']);
    // Back on, and told again.
    await as('dbo')('PUT', '/api/notifications/preferences', { kinds: { sla_warning: true } });
    await warn(id);
    expect(await kindsOf(server.db, world.users.dbo.id, id)).toEqual(['sla_warning']);
  });

  it('refuses bad input with 400 and roles without the bell with 403', async () => {
    for (const body of [{ kinds: { nonsense: false } }, { kinds: { assigned: 'no' } }, {}, { kinds: {}, extra: 1 }]) {
      expect((await as('dbo')('PUT', '/api/notifications/preferences', body)).status).toBe(400);
    }
    expect((await as('dbo')('GET', '/api/notifications?_start=0&_end=1000')).status).toBe(400);
    expect((await as('dbo')('GET', '/api/notifications?sort=kind')).status).toBe(400);
    expect((await as('dbo')('POST', '/api/notifications/not%20an%20id/read')).status).toBe(400);
    for (const key of ['upA', 'guestA'] as const) {
      expect((await as(key)('GET', '/api/notifications/unread-count')).status).toBe(403);
      expect((await as(key)('GET', '/api/notifications')).status).toBe(403);
    }
  });

  it("announces a new notice live to its recipient's stream and to nobody else's", async () => {
    const dbo = await listen(server.url, world.users.dbo.token);
    const supA = await listen(server.url, world.users.supA.token);
    try {
      const id = await docA();
      const told = await warn(id);
      expect(told).toContain(world.users.dbo.id);
      const rows = await server.db
        .selectFrom('notification')
        .select('id')
        .where('document_id', '=', id)
        .where('user_id', '=', world.users.dbo.id)
        .execute();
      const event = await waitFor(
        () => dbo.events.find((e) => e.channel === 'notifications' && e.payload.ids.includes(rows[0]!.id)),
        { timeout: 10_000, message: "the DBO's stream never got the notice" },
      );
      expect(event.type).toBe('created');
      // One emit writes to every open stream at once: had the client supervisor's been sent it, it would be here.
      expect(supA.events.filter((e) => e.channel === 'notifications')).toEqual([]);
    } finally {
      dbo.close();
      supA.close();
    }
  });
});
