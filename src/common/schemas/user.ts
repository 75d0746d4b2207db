/** User accounts as the administrators manage them (the sign-in record is in common/user.ts). */
import { z } from 'zod';
import { ROLES } from '../roles.js';
import { flag, id, isoDateTime, name } from './fields.js';

const roles = z.array(z.enum(ROLES)).max(ROLES.length);
const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));

export const userAccountRecord = z.object({
  id,
  email: z.string(),
  name,
  roles,
  tenantId: id.nullable(),
  active: flag,
  createdAt: isoDateTime,
});
export const userAccountCreate = z.strictObject({
  email,
  name,
  roles,
  tenantId: id.nullable().optional(),
  active: flag.optional(),
});
export const userAccountUpdate = userAccountCreate.omit({ email: true }).partial();
export type UserAccount = z.infer<typeof userAccountRecord>;
/** The roles that may belong to a team (a DBO member or a DBS supervisor). */
export const TEAM_ROLES = ['isDbo', 'isDbs'] as const;
/**
 * The administrator's edit (PATCH /api/admin/user-accounts/:id): the record's fields, the
 * user's locations (all of the user's tenant; the list replaces the stored one) and team
 * (one team, back-office roles only; null leaves no team).
 */
export const userAccountEdit = z.strictObject({
  ...userAccountUpdate.omit({ active: true }).shape,
  locationIds: z.array(id).max(500).optional(),
  teamId: id.nullable().optional(),
});
export type UserAccountEdit = z.infer<typeof userAccountEdit>;

/** The answer of the administrator's routes: the record with its locations and team. */
export const userAccountView = userAccountRecord.extend({ locationIds: z.array(id), teamId: id.nullable() });
export type UserAccountView = z.infer<typeof userAccountView>;
/**
 * A row of the account list (GET /api/admin/user-accounts): the account view with the names the
 * screen shows, built by the server.
 */
export const userAccountRow = userAccountView.extend({
  tenantName: z.string().nullable(),
  locationNames: z.array(z.string()),
  teamName: z.string().nullable(),
});
export type UserAccountRow = z.infer<typeof userAccountRow>;

/** An uploader's membership of a location. */
export const userLocationRecord = z.object({ id, userId: id, locationId: id, tenantId: id, createdAt: isoDateTime });
export const userLocationCreate = z.strictObject({ userId: id, locationId: id });
export type UserLocation = z.infer<typeof userLocationRecord>;
