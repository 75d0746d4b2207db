/**
 * GET /api/live: an audited write reaches every subscriber as a server-sent event; ids go only
 * to administrators and the record's own tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTenant, ensureUser } from '../../../src/server/db/users.js';
import { createIdentity, idTokenFor, uniqueEmail } from '../../helpers/identity.js';
import { ENGINES, startTestServer, type TestServer } from '../../helpers/server.js';
import { waitFor } from '../../helpers/wait-for.js';

interface LiveEvent {
  channel: string;
  type: string;
  payload: { ids: string[] };
}

/** Opens the stream and collects its events until closed. */
function listen(url: string, token: string) {
  const events: LiveEvent[] = [];
  const abort = new AbortController();
  const opened = (async () => {
    const response = await fetch(`${url}/api/live`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
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
  })();
  return { events, opened, close: () => abort.abort() };
}

describe.each(ENGINES)('GET /api/live on %s', (engine) => {
  let server: TestServer;
  let tenantA: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    const db = server.database.db;
    tenantA = await ensureTenant(db, 'Live A');
    const tenantB = await ensureTenant(db, 'Live B');
    const people = [
      { key: 'admin', roles: ['isDbAdmin'] as const, tenantId: null },
      { key: 'hqA', roles: ['isClientHq'] as const, tenantId: tenantA },
      { key: 'hqB', roles: ['isClientHq'] as const, tenantId: tenantB },
    ];
    for (const person of people) {
      const email = uniqueEmail(person.key.toLowerCase());
      await ensureUser(db, { email, name: person.key, roles: [...person.roles], tenantId: person.tenantId });
      await createIdentity(email);
      tokens[person.key] = await idTokenFor(email);
    }
  });
  afterAll(async () => server?.close());

  it('refuses a caller without a token', async () => {
    expect((await fetch(`${server.url}/api/live`)).status).toBe(401);
  });

  it('announces a write to every subscriber, with ids only where the record is visible', async () => {
    const admin = listen(server.url, tokens.admin!);
    const own = listen(server.url, tokens.hqA!);
    const other = listen(server.url, tokens.hqB!);
    await Promise.all([admin.opened, own.opened, other.opened]);

    const response = await fetch(`${server.url}/api/tenants/${tenantA}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Live A renamed' }),
    });
    expect(response.status).toBe(200);
    await waitFor(() => admin.events.length > 0 && own.events.length > 0 && other.events.length > 0, {
      timeout: 3_000,
      interval: 30,
      message: 'an event on every stream',
    });

    expect(admin.events[0]).toMatchObject({
      channel: 'resources/tenants',
      type: 'updated',
      payload: { ids: [tenantA] },
    });
    expect(own.events[0]).toMatchObject({ channel: 'resources/tenants', type: 'updated', payload: { ids: [tenantA] } });
    expect(other.events[0]).toMatchObject({ channel: 'resources/tenants', type: 'updated', payload: { ids: [] } });
    for (const stream of [admin, own, other]) stream.close();
  });
});
