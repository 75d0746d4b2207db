/**
 * `npm run seed -- --documents N`: adds N documents (spread over every status, the demo tenants
 * and their locations) to the database the server would use (DATABASE_URL or the SQLite file),
 * in batched inserts, for benchmarks. It needs no identity provider. The documents have no
 * upload (upload_id null), so no row points to a file and none need be stored; a plan with
 * uploads must give the storage their files go to first (DocumentPlan.uploads).
 */
import { readConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { ensureLocations, generateDocuments } from '../src/server/db/demo-data.js';
import { ensureTenant } from '../src/server/db/users.js';
import { DEMO_TENANTS } from '../src/common/demo-accounts.js';

const flag = process.argv.indexOf('--documents');
const count = Number(flag >= 0 ? process.argv[flag + 1] : NaN);
if (!Number.isInteger(count) || count < 1) {
  console.error('usage: npm run seed -- --documents N   (N a whole number above 0)');
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile });
try {
  const tenants = new Map<string, string>();
  for (const tenant of DEMO_TENANTS) tenants.set(tenant.name, await ensureTenant(database.db, tenant.name));
  const locations = await ensureLocations(database.db, tenants);
  const places = [...locations.entries()].flatMap(([tenantId, ids]) =>
    ids.map((id): [string, string] => [tenantId, id]),
  );
  const started = Date.now();
  await generateDocuments(database.db, {
    count,
    places,
    assignees: [],
    onProgress: (done) => {
      if (done % 100_000 === 0 || done === count)
        console.log(`${done} documents (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    },
  });
  console.log(`added ${count} documents to ${database.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
