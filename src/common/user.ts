/** The signed-in user record the server answers on POST /api/authuser, and its request body. */
import { z } from 'zod';
import { ROLES } from './roles.js';

export const authUserRequest = z.strictObject({
  uid: z.string().trim().toLowerCase().email().max(254),
});
export type AuthUserRequest = z.infer<typeof authUserRequest>;

export const roleSchema = z.enum(ROLES);

export const userRecord = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
  tenantId: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  /** The language chosen on My account (en, es, fr), applied when the person signs in; null until chosen. */
  language: z.enum(['en', 'es', 'fr']).nullable().optional(),
});
export type UserRecord = z.infer<typeof userRecord>;

/** The JSON shape of every error the API answers. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  /** Per-field messages, keyed by the field's dotted path. */
  fields?: Record<string, string[]>;
}
