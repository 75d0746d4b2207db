/**
 * What one workflow step costs in SQL statements, on both engines: the document's row comes
 * back with its write, so a step whose clock does not move reads it once (in scope), not three
 * times; a step that moves the clock (pauses it) answers the row as the clock left it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leastQueries, startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, stored } from './fixture.js';

describe.each(ENGINES)('a workflow step on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const as = (account: keyof World['users']) => client(server.url, world.users[account].token);

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('approves reading the document once: the row it wrote is the row it answers', async () => {
    let id = '';
    const statements = await leastQueries(
      server.statements,
      async () => {
        const response = await as('dbs')('POST', `/api/documents/${id}/approve`, { version: 1 });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(response.body).toMatchObject({ id, status: 'approved', version: 2 });
        expect(response.body).toEqual(
          expect.objectContaining({ updatedAt: (await stored(server.db, id)).updated_at, slaPausedAt: null }),
        );
      },
      async () => {
        id = await addDocument(server.db, {
          tenantId: world.A.tenant,
          locationId: world.A.location,
          status: 'processed',
          assigneeId: world.users.dbo.id,
        });
      },
    );
    // The caller, the document in scope, the write (answering the row), its audit event, the
    // tenant's webhooks, then the notifications: who is told (six reads) and what they are told;
    // PostgreSQL also announces it to each of the two recipients on the live bus. The clock did
    // not move, so the document is not read again.
    expect(statements).toBe(engine === 'postgres' ? 14 : 12);
  });

  it('answers the paused clock when the step pauses it', async () => {
    // Assigned through the API, so its clock runs (due time, calendar); then started.
    const id = await addDocument(server.db, { tenantId: world.A.tenant, locationId: world.A.location });
    const assign = await as('dbs')('POST', `/api/documents/${id}/assign`, {
      version: 1,
      assigneeId: world.users.dbo.id,
    });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);
    const start = await as('dbo')('POST', `/api/documents/${id}/start`, { version: 2 });
    expect(start.body).toMatchObject({ status: 'processing', slaPausedAt: null });
    // A question to the client pauses the clock, in the step's own transaction.
    const response = await as('dbo')('POST', `/api/documents/${id}/raise-issue`, {
      version: 3,
      type: 'client_question',
      message: 'Which total is right?',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const after = await stored(server.db, id);
    expect(after.sla_paused_at).not.toBeNull();
    expect(response.body).toMatchObject({
      status: 'on_hold',
      version: after.version,
      slaPausedAt: after.sla_paused_at,
      slaLeftSeconds: Number(after.sla_left_seconds),
    });
  });
});
