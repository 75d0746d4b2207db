/** The due time of an assignment: now plus the slaHours setting (plain hours for now). */
import type { Kysely } from 'kysely';
import { DEFAULT_SETTINGS, SETTING_VALUES } from '../../common/schemas/setting.js';
import type { Database } from '../db/schema.js';

export async function slaHours(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('setting').select('value').where('id', '=', 'slaHours').executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS.slaHours;
  const parsed = SETTING_VALUES.slaHours.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_SETTINGS.slaHours;
}

export function dueAfter(now: string, hours: number): string {
  return new Date(Date.parse(now) + hours * 3_600_000).toISOString();
}
