/**
 * Demo data for development: the demo accounts in the identity provider and in the database.
 * Idempotent: what exists is left as it is, so a second start changes nothing and loses nothing.
 * The demo uploads' files go to the storage the server serves them from (by default local disk
 * under DATA_DIR, as routes/api/uploads/index.ts opens it).
 */
import type { Kysely } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from '../../common/demo-accounts.js';
import type { IdentityProvider } from '../auth/firebase.js';
import type { FileStorage } from '../storage/file-storage.js';
import { createStorage } from '../storage/create-storage.js';
import type { Database } from './schema.js';
import { randomUUID } from 'node:crypto';
import { DEMO_TEAM, ensureLocations, generateDocuments } from './demo-data.js';
import { ensureTenant, ensureUser } from './users.js';
import { GUEST_WELCOME_SLUG } from '../../common/schemas/content.js';

export async function seedDemo(db: Kysely<Database>, identity: IdentityProvider, storage?: FileStorage): Promise<void> {
  const tenantIds = new Map<string, string>();
  for (const tenant of DEMO_TENANTS) tenantIds.set(tenant.key, await ensureTenant(db, tenant.name));
  const userIds = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    await ensureIdentity(identity, account.email, account.name);
    const user = await ensureUser(db, {
      email: account.email,
      name: account.name,
      roles: account.roles,
      tenantId: account.tenant ? (tenantIds.get(account.tenant) ?? null) : null,
    });
    userIds.set(account.email, user.id);
  }
  await ensureGuestWelcome(db);
  const files = storage ?? createStorage();
  try {
    await seedWork(db, tenantIds, userIds, files);
  } finally {
    if (!storage) await files.close?.();
  }
}

const DEMO_DOCUMENTS = 300;

/** Locations, the team and its assignment, memberships, and the demo documents, each only if absent. */
async function seedWork(
  db: Kysely<Database>,
  tenantIds: Map<string, string>,
  userIds: Map<string, string>,
  storage: FileStorage,
): Promise<void> {
  const byName = new Map(DEMO_TENANTS.map((t) => [t.name as string, tenantIds.get(t.key) ?? '']));
  const locations = await ensureLocations(db, byName);
  const user = (email: string) => userIds.get(email) ?? '';
  const acme = tenantIds.get('acme') ?? '';
  const globex = tenantIds.get('globex') ?? '';
  const now = new Date().toISOString();

  await db
    .insertInto('team')
    .values({ id: randomUUID(), name: DEMO_TEAM, supervisor_id: user('dbs@demo.dbbs.test'), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const team = await db.selectFrom('team').select('id').where('name', '=', DEMO_TEAM).executeTakeFirstOrThrow();
  const members = ['dbo@demo.dbbs.test', 'multi@demo.dbbs.test'].map((email) => ({
    id: randomUUID(),
    team_id: team.id,
    user_id: user(email),
    created_at: now,
  }));
  await db
    .insertInto('team_member')
    .values(members)
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
    .execute();
  const assigned = await db
    .selectFrom('assignment')
    .select('id')
    .where('team_id', '=', team.id)
    .where('tenant_id', '=', acme)
    .executeTakeFirst();
  if (!assigned)
    await db
      .insertInto('assignment')
      .values({ id: randomUUID(), team_id: team.id, tenant_id: acme, location_id: null, created_at: now })
      .execute();

  const acmeLocations = locations.get(acme) ?? [];
  const globexLocations = locations.get(globex) ?? [];
  const memberships: [string, string | undefined, string][] = [
    ['uploader@demo.dbbs.test', acmeLocations[0], acme],
    ['uploader@demo.dbbs.test', acmeLocations[1], acme],
    ['multi@demo.dbbs.test', acmeLocations[2], acme],
    ['uploader2@demo.dbbs.test', globexLocations[0], globex],
  ];
  for (const [email, locationId, tenantId] of memberships) {
    if (!locationId) continue;
    await db
      .insertInto('user_location')
      .values({ id: randomUUID(), user_id: user(email), location_id: locationId, tenant_id: tenantId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'location_id']).doNothing())
      .execute();
  }

  const existing = await db.selectFrom('document').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const places: [string, string][] = [
    ...acmeLocations.map((id): [string, string] => [acme, id]),
    ...globexLocations.map((id): [string, string] => [globex, id]),
  ];
  await generateDocuments(db, {
    count: DEMO_DOCUMENTS,
    places,
    assignees: [user('dbo@demo.dbbs.test'), user('multi@demo.dbbs.test')],
    uploads: { uploaderId: user('uploader@demo.dbbs.test'), storage },
    withDetails: true,
    batch: 100,
  });
}

export async function ensureIdentity(identity: IdentityProvider, email: string, displayName: string): Promise<void> {
  try {
    await identity.auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    // Two servers starting on one provider, or test files seeding side by side, can both miss the
    // account and both create it: the later one finds it made, which is all the seed asks.
    await identity.auth
      .createUser({ email, password: DEMO_PASSWORD, displayName, emailVerified: true })
      .catch((createError: unknown) => {
        if ((createError as { code?: string }).code !== 'auth/email-already-exists') throw createError;
      });
  }
}

/** The guest's landing page, as a content record an administrator edits on the content screen. */
const GUEST_WELCOME: Record<string, { title: string; markdown: string }> = {
  en: {
    title: 'Welcome to DBBS',
    markdown:
      'DBBS keys your receipts and invoices for you: your locations upload them, our back office types ' +
      'every line, your head office approves, and everything stays searchable in the archive.\n\n' +
      '**Asking for access**: write to your head office administrator, or to support@demo.dbbs.test, with ' +
      'your company and location. Meanwhile, read the training pages and the blog below.',
  },
  es: {
    title: 'Bienvenido a DBBS',
    markdown:
      'DBBS registra sus recibos y facturas: sus ubicaciones los suben, nuestro equipo teclea cada línea, ' +
      'su sede los aprueba y todo queda en el archivo, donde se puede buscar.\n\n' +
      '**Solicitar acceso**: escriba al administrador de su sede o a support@demo.dbbs.test indicando su ' +
      'empresa y ubicación. Mientras tanto, lea las páginas de formación y el blog.',
  },
  fr: {
    title: 'Bienvenue sur DBBS',
    markdown:
      'DBBS saisit vos tickets et factures : vos sites les déposent, notre équipe saisit chaque ligne, ' +
      'votre siège les approuve, et tout reste consultable dans les archives.\n\n' +
      '**Demander un accès** : écrivez à l’administrateur de votre siège ou à support@demo.dbbs.test en ' +
      'indiquant votre société et votre site. En attendant, lisez les pages de formation et le blog.',
  },
};

async function ensureGuestWelcome(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  for (const [locale, page] of Object.entries(GUEST_WELCOME)) {
    const found = await db
      .selectFrom('content')
      .select('id')
      .where('kind', '=', 'page')
      .where('slug', '=', GUEST_WELCOME_SLUG)
      .where('locale', '=', locale)
      .executeTakeFirst();
    if (found) continue;
    await db
      .insertInto('content')
      .values({
        id: randomUUID(),
        kind: 'page',
        slug: GUEST_WELCOME_SLUG,
        title: page.title,
        markdown: page.markdown,
        locale,
        published: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}
