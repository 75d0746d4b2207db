/**
 * One reports world per test file and engine: the shared world, tenant A in UTC+2
 * (Africa/Johannesburg, no daylight saving) set through the tenants API, tenant B in UTC, a
 * second DBO in the team, and the seeded documents of both tenants.
 */
import type { Engine } from '../../../src/server/db/database.js';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addMember, addUser, type Person } from '../documents/fixture.js';
import { seedDocuments, type SeedDoc } from './fixture.js';

export const A_OFFSET = 2;
export const EDGE = '2025-03-04T23:30:00.000Z';

export interface ReportsWorld {
  server: ApiServer;
  world: World;
  peer: Person;
  docsA: SeedDoc[];
  docsB: SeedDoc[];
  as(token: string): ReturnType<typeof client>;
}

export async function startReportsWorld(engine: Engine): Promise<ReportsWorld> {
  const server = await startApiServer(engine);
  const world = await buildWorld(server.db);
  const as = (token: string) => client(server.url, token);
  const zone = await as(world.users.admin.token)('PATCH', `/api/tenants/${world.A.tenant}`, {
    timeZone: 'Africa/Johannesburg',
  });
  if (zone.status !== 200) throw new Error(`setting the time zone: ${zone.status} ${JSON.stringify(zone.body)}`);
  const peer = await addUser(server.db, 'Peer');
  await addMember(server.db, world.team, peer.id);
  const common = { start: '2025-02-20T00:00:00.000Z', spanDays: 20, approver: world.users.dbs.id, extra: [EDGE] };
  const docsA = await seedDocuments(
    server.db,
    {
      tenant: world.A.tenant,
      locations: [world.A.location, world.A.otherLocation],
    },
    { ...common, count: 60, dbos: [world.users.dbo.id, peer.id], seed: 7 },
  );
  const docsB = await seedDocuments(
    server.db,
    {
      tenant: world.B.tenant,
      locations: [world.B.location, world.B.otherLocation],
    },
    { ...common, count: 40, dbos: [peer.id], seed: 11 },
  );
  return { server, world, peer, docsA, docsB, as };
}

/** The answer without its computed-at time, to compare two answers. */
export const withoutTime = (body: Record<string, unknown>) => ({ ...body, computedAt: undefined });
