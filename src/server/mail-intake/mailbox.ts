/**
 * A location's inbound address: `<location slug>-<10 random base32 characters>@<INBOUND_DOMAIN>`.
 * The random part (50 bits from the system's CSPRNG) is what keeps strangers from guessing it;
 * the slug only helps people recognise it. Made the first time it is asked for, replaced by a
 * rotation (the old address then refuses mail).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { mailDb } from './mail-tables.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export function randomPart(length = 10): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += BASE32[byte & 31];
  return out;
}

/** The location's name as an address may carry it: ASCII letters and digits joined by hyphens. */
export function locationSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return slug || 'location';
}

export const newLocalPart = (locationName: string) => `${locationSlug(locationName)}-${randomPart()}`;

export const addressOf = (localPart: string, domain: string) => `${localPart}@${domain}`;

/** The location's local part, if it has been given one. */
async function localPartOf(mail: ReturnType<typeof mailDb>, locationId: string): Promise<string | undefined> {
  const row = await mail
    .selectFrom('location_mailbox')
    .select('local_part')
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return row?.local_part;
}

/** The location's local part, made now if it has none yet. */
export async function ensureMailbox(
  db: Kysely<Database>,
  location: { id: string; tenant_id: string; name: string },
): Promise<string> {
  const mail = mailDb(db);
  const found = await localPartOf(mail, location.id);
  if (found) return found;
  const now = new Date().toISOString();
  await mail
    .insertInto('location_mailbox')
    .values({
      location_id: location.id,
      tenant_id: location.tenant_id,
      local_part: newLocalPart(location.name),
      created_at: now,
      updated_at: now,
    })
    // Two first reads at once: the one that wrote first wins, the other reads its address.
    .onConflict((c) => c.column('location_id').doNothing())
    .execute();
  return (await localPartOf(mail, location.id))!;
}

/** Gives the location a new address; returns the old and new local parts. */
export async function rotateMailbox(
  trx: Transaction<Database>,
  location: { id: string; tenant_id: string; name: string },
): Promise<{ from: string | null; to: string }> {
  const mail = mailDb(trx);
  const before = await localPartOf(mail, location.id);
  const to = newLocalPart(location.name);
  const now = new Date().toISOString();
  if (before) {
    await mail
      .updateTable('location_mailbox')
      .set({ local_part: to, updated_at: now })
      .where('location_id', '=', location.id)
      .execute();
  } else {
    await mail
      .insertInto('location_mailbox')
      .values({
        location_id: location.id,
        tenant_id: location.tenant_id,
        local_part: to,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return { from: before ?? null, to };
}

/** The active location an address's local part belongs to, if any. */
export async function locationOfLocalPart(db: Kysely<Database>, localPart: string) {
  return mailDb(db)
    .selectFrom('location_mailbox as m')
    .innerJoin('location as l', 'l.id', 'm.location_id')
    .select(['l.id', 'l.tenant_id', 'l.name'])
    .where('m.local_part', '=', localPart.toLowerCase())
    .where('l.active', '=', 1)
    .executeTakeFirst();
}
