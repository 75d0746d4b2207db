/** The reason codes of send-back and dispute: the reasonCodes setting; any other code is refused. */
import type { Kysely } from 'kysely';
import { DEFAULT_SETTINGS, SETTING_VALUES } from '../../common/schemas/setting.js';
import { fieldText } from '../api-texts.js';
import type { Database } from '../db/schema.js';
import { HttpError } from '../errors.js';

export async function loadReasonCodes(db: Kysely<Database>): Promise<string[]> {
  const row = await db.selectFrom('setting').select('value').where('id', '=', 'reasonCodes').executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS.reasonCodes;
  const parsed = SETTING_VALUES.reasonCodes.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_SETTINGS.reasonCodes;
}

/** 400 on the field reasonCode unless the code is one of the settings' codes. */
export async function requireReasonCode(db: Kysely<Database>, code: string): Promise<void> {
  const codes = await loadReasonCodes(db);
  if (!codes.includes(code)) {
    throw new HttpError(400, 'unknownReasonCode', {
      params: { code },
      fields: { reasonCode: [fieldText('unknownReasonCode', { code })] },
    });
  }
}
