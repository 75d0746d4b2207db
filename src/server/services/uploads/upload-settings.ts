/** The intake's settings (size limit, allowed types), read from the setting table on each use. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSettings } from '../settings.js';

export interface UploadSettings {
  uploadMaxBytes: number;
  allowedTypes: string[];
}

/** A missing or unreadable value falls back to its default, so intake never stops on a bad row. */
export async function readUploadSettings(db: Kysely<Database>): Promise<UploadSettings> {
  return readSettings(db, ['uploadMaxBytes', 'allowedTypes'] as const);
}
