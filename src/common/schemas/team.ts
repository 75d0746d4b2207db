/** A back-office team: one DBS supervisor and DBO members (team members). */
import { z } from 'zod';
import { id, isoDateTime, name } from './fields.js';

export const teamRecord = z.object({ id, name, supervisorId: id.nullable(), createdAt: isoDateTime });
export const teamCreate = z.strictObject({ name, supervisorId: id.nullable().optional() });
export const teamUpdate = teamCreate.partial();
export type Team = z.infer<typeof teamRecord>;

export const teamMemberRecord = z.object({ id, teamId: id, userId: id, createdAt: isoDateTime });
export const teamMemberCreate = z.strictObject({ teamId: id, userId: id });
export type TeamMember = z.infer<typeof teamMemberRecord>;
