/** The intake's settings (size limit, allowed types), read from the setting table on each use. */
import type { Kysely } from 'kysely';
import { DEFAULT_SETTINGS, SETTING_VALUES } from '../../../../common/schemas/setting.js';
import type { Database } from '../../../db/schema.js';

export interface UploadSettings {
  uploadMaxBytes: number;
  allowedTypes: string[];
}

/** A missing or unreadable value falls back to its default, so intake never stops on a bad row. */
export async function readUploadSettings(db: Kysely<Database>): Promise<UploadSettings> {
  const rows = await db
    .selectFrom('setting')
    .select(['id', 'value'])
    .where('id', 'in', ['uploadMaxBytes', 'allowedTypes'])
    .execute();
  const read = <K extends 'uploadMaxBytes' | 'allowedTypes'>(key: K) => {
    const row = rows.find((r) => r.id === key);
    if (!row) return DEFAULT_SETTINGS[key];
    try {
      const parsed = SETTING_VALUES[key].safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data : DEFAULT_SETTINGS[key];
    } catch {
      return DEFAULT_SETTINGS[key];
    }
  };
  return { uploadMaxBytes: read('uploadMaxBytes') as number, allowedTypes: read('allowedTypes') as string[] };
}
