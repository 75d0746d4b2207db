/**
 * "My account": a person reading and changing their own record. The id always comes from the
 * verified token's user (the principal), never from the request, so nobody reaches another
 * person's record this way.
 */
import type { Kysely } from 'kysely';
import { ACCOUNT_LANGUAGES, type AccountUpdate, type AccountView } from '../../../common/schemas/account.js';
import { isRole } from '../../../common/roles.js';
import type { Principal } from '../../auth/authorize.js';
import { changedFields, recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';

type Reader = Kysely<Database>;

const asLanguage = (value: string | null): AccountView['language'] =>
  (ACCOUNT_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as AccountView['language']) : null;

export async function ownAccount(db: Reader, userId: string): Promise<AccountView> {
  const row = await db
    .selectFrom('app_user')
    .select(['id', 'email', 'name', 'language', 'roles'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(403, 'noUserRecord');
  const parsed: unknown = JSON.parse(row.roles);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    language: asLanguage(row.language),
    roles: Array.isArray(parsed) ? parsed.filter(isRole) : [],
  };
}

/** Saves the fields given (name, language) in one audited transaction; returns the record. */
export async function updateOwnAccount(db: Reader, principal: Principal, body: AccountUpdate): Promise<AccountView> {
  await db.transaction().execute(async (trx) => {
    const before = await ownAccount(trx, principal.id);
    const set = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
    };
    if (Object.keys(set).length === 0) return;
    await trx.updateTable('app_user').set(set).where('id', '=', principal.id).execute();
    const after = await ownAccount(trx, principal.id);
    const changes = changedFields(
      { name: before.name, language: before.language },
      { name: after.name, language: after.language },
    );
    if (!changes) return;
    await recordAudit(trx, {
      actor: principal,
      entity: 'user',
      entityId: principal.id,
      action: 'update',
      tenantId: principal.tenantId,
      changes,
    });
  });
  return ownAccount(db, principal.id);
}
