/**
 * Starts the API server: configuration, database (migrated), policy, identity, then listen.
 * Any failure to start is printed plainly and exits non-zero.
 */
import { buildApp } from './app.js';
import { firebaseIdentity } from './auth/firebase.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedDemo } from './db/seed.js';
import { createMailSender } from './mail/create-mail-sender.js';
import { prepareLivePolicy } from './policy/live-policy-file.js';
import { openPolicyStore } from './policy/policy-store.js';
import { slaCheckMs } from './services/sla/sla-timer.js';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = { level: process.env.LOG_LEVEL ?? 'info' };
  const database = await openDatabase({
    url: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    schema: config.databaseSchema,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
  });
  const identity = firebaseIdentity(config.firebaseProjectId);
  const preparation = prepareLivePolicy(config.shippedPolicyFile, config.policyFile);
  if (preparation !== 'unchanged') console.log(`Live access policy ${config.policyFile}: ${preparation}`);
  const policy = await openPolicyStore(config.modelFile, config.policyFile, console);
  if (config.seedDemo) await seedDemo(database.db, identity);
  const mail = createMailSender(config);
  if (config.digestHourUtc !== null)
    console.log(`Daily digest after ${config.digestHourUtc}:00 UTC by ${mail.describe}`);
  const app = await buildApp(
    { db: database.db, engine: database.engine, identity, policy },
    {
      staticDir: config.staticDir,
      logger,
      slaCheckMs: slaCheckMs(),
      databaseUrl: config.databaseUrl,
      edge: config.edge,
      accountMail: { sender: mail, appUrl: config.appUrl },
      inboundDomain: config.inboundMail.domain,
      ...(config.inboundMail.port !== undefined && config.inboundMail.domain
        ? { inboundMail: { ...config.inboundMail, port: config.inboundMail.port, domain: config.inboundMail.domain } }
        : {}),
      ...(config.digestHourUtc !== null
        ? { digest: { sender: mail, appUrl: config.appUrl, hourUtc: config.digestHourUtc } }
        : {}),
    },
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
  if (app.inboundMail) {
    console.log(
      `Documents by email: SMTP on ${config.inboundMail.host}:${app.inboundMail.port()} for @${config.inboundMail.domain}`,
    );
  }
  if (database.engine === 'postgres' && process.env.STORAGE === 's3' && !process.env.UPLOAD_SIGNING_SECRET) {
    // The set-up for several servers, but each signs preview links with its own random secret.
    console.warn('UPLOAD_SIGNING_SECRET is not set: preview links signed here will not open on another server');
  }
}

main().catch((error: unknown) => {
  console.error(`DBBS API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
