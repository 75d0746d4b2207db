/**
 * Starts the API server: configuration, database (migrated), policy, identity, then listen.
 * Any failure to start is printed plainly and exits non-zero.
 */
import { buildApp } from './app.js';
import { firebaseIdentity } from './auth/firebase.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemo } from './db/seed.js';
import { prepareLivePolicy } from './policy/live-policy-file.js';
import { openPolicyStore } from './policy/policy-store.js';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = { level: process.env.LOG_LEVEL ?? 'info' };
  const database = await openDatabase({
    url: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    schema: config.databaseSchema,
  });
  const identity = firebaseIdentity(config.firebaseProjectId);
  const preparation = prepareLivePolicy(config.shippedPolicyFile, config.policyFile);
  if (preparation !== 'unchanged') console.log(`Live access policy ${config.policyFile}: ${preparation}`);
  const policy = await openPolicyStore(config.modelFile, config.policyFile, console);
  if (config.seedDemo) await seedDemo(database.db, identity);
  const app = await buildApp(
    { db: database.db, engine: database.engine, identity, policy },
    { staticDir: config.staticDir, logger },
  );
  const shutdown = async () => {
    policy.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ host: config.host, port: config.port });
  console.log(`DBBS API listening on http://${config.host}:${config.port} (${database.engine})`);
}

main().catch((error: unknown) => {
  console.error(`DBBS API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
