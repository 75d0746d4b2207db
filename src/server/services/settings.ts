/**
 * Settings read from the setting table on each use, several in one query. A missing or
 * unreadable value (not JSON, or not its schema) falls back to its default, so no feature stops
 * on a bad row.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_SETTINGS, SETTING_VALUES, type SettingKey } from '../../common/schemas/setting.js';
import type { Database } from '../db/schema.js';

export type SettingValues<K extends SettingKey> = { [key in K]: (typeof DEFAULT_SETTINGS)[key] };

/** A setting's value from its stored text (undefined: no row), or its default. */
function settingValue<K extends SettingKey>(key: K, stored: string | undefined): (typeof DEFAULT_SETTINGS)[K] {
  if (stored === undefined) return DEFAULT_SETTINGS[key];
  try {
    const parsed = SETTING_VALUES[key].safeParse(JSON.parse(stored));
    return parsed.success ? (parsed.data as (typeof DEFAULT_SETTINGS)[K]) : DEFAULT_SETTINGS[key];
  } catch {
    return DEFAULT_SETTINGS[key];
  }
}

/** Several settings' values from their stored texts, as a query found them. */
export function settingValues<K extends SettingKey>(
  keys: readonly K[],
  stored: (key: K) => string | null | undefined,
): SettingValues<K> {
  const values = {} as SettingValues<K>;
  for (const key of keys) values[key] = settingValue(key, stored(key) ?? undefined);
  return values;
}

export async function readSettings<K extends SettingKey>(
  db: Kysely<Database>,
  keys: readonly K[],
): Promise<SettingValues<K>> {
  const rows = await db.selectFrom('setting').select(['id', 'value']).where('id', 'in', keys).execute();
  const stored = new Map(rows.map((row) => [row.id, row.value]));
  return settingValues(keys, (key) => stored.get(key));
}
