/** A tenant's vendor profiles, and only that tenant's: a profile never serves another tenant. */
import type { Kysely, Transaction } from 'kysely';
import type { VendorProfile } from '../../capture/index.js';
import type { Database } from '../../db/schema.js';

export interface StoredProfile {
  id: string;
  vendorKey: string;
  profile: VendorProfile;
}

export async function tenantProfiles(
  db: Kysely<Database> | Transaction<Database>,
  tenantId: string,
): Promise<StoredProfile[]> {
  const rows = await db
    .selectFrom('capture_profile')
    .select(['id', 'vendor_key', 'profile'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.flatMap((row) => {
    const profile = JSON.parse(row.profile) as VendorProfile | null;
    return profile ? [{ id: row.id, vendorKey: row.vendor_key, profile }] : [];
  });
}
