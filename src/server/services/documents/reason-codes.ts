/** The reason codes of send-back and dispute: the reasonCodes setting; any other code is refused. */
import type { Kysely } from 'kysely';
import { fieldText } from '../../api-texts.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { readSettings } from '../settings.js';

export async function loadReasonCodes(db: Kysely<Database>): Promise<string[]> {
  return (await readSettings(db, ['reasonCodes'] as const)).reasonCodes;
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
