/**
 * Accounts made by signing in: a person whose email has no user record yet becomes a guest on
 * their first sign-in, by whatever method they used. Records are keyed by email, so an account an
 * administrator made is reached the same way whether the person signs in with a password, a link
 * or Google. The guest waits on the guest page until an administrator grants roles.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../../common/roles.js';
import type { UserRecord } from '../../../common/user.js';
import { changedFields, recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { findUserByEmail } from '../../db/users.js';

export const SIGN_UP_ROLES: readonly Role[] = ['isGuest'];
const NAME_MAX = 120;

/** The name a new guest starts with: the provider's, else the part of the email before the @. */
export function guestName(email: string, providerName?: string): string {
  const name = providerName?.trim() || email.split('@')[0] || email;
  return name.slice(0, NAME_MAX);
}

/**
 * The person's record, made as a guest with no tenant when there is none. Concurrent first
 * sign-ins (two tabs, a popup and its page) make one record: the insert yields to the unique
 * email, and only the one that inserted records the sign-up and calls `signedUp`, once it is
 * committed.
 */
export async function userForSignIn(
  db: Kysely<Database>,
  person: { email: string; name?: string },
  signedUp: (guest: { email: string; name: string }) => void = () => {},
): Promise<UserRecord> {
  const email = person.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) return existing;
  const made = await db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const inserted = await trx
      .insertInto('app_user')
      .values({
        id,
        email,
        name: guestName(email, person.name),
        roles: JSON.stringify(SIGN_UP_ROLES),
        tenant_id: null,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(['id', 'name', 'roles'])
      .executeTakeFirst();
    if (!inserted) return null;
    await recordAudit(trx, {
      actor: { id, email },
      entity: 'user',
      entityId: id,
      action: 'sign-up',
      changes: changedFields(undefined, { email, name: inserted.name, roles: SIGN_UP_ROLES, tenantId: null }),
    });
    return { email, name: inserted.name };
  });
  if (made) signedUp(made);
  const stored = await findUserByEmail(db, email);
  if (!stored) throw new Error(`the record of ${email} was not stored`);
  return stored;
}
