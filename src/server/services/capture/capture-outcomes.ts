/**
 * What was suggested beside what was keyed, field by field, recorded at each submit (the last
 * submit of a document counts): a field is accepted when the keyed value is the suggestion
 * unchanged, a correction when a suggestion was there and the DBO keyed something else. The
 * automation rate is the share of keyed fields accepted unchanged.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  HEADER_FIELDS,
  ITEM_FIELDS,
  type FileSuggestions,
  type KeyedDocument,
  type Suggestion,
} from '../../../common/schemas/capture.js';
import type { CaptureOutcomeTable, Database, StoredDocument } from '../../db/schema.js';

type Keyed = string | number | null | undefined;

export async function recordOutcomes(
  trx: Transaction<Database>,
  document: StoredDocument,
  dboId: string,
  suggested: FileSuggestions,
  keyed: KeyedDocument,
  now: string,
): Promise<void> {
  const rows: CaptureOutcomeTable[] = [];
  const add = (field: string, itemIndex: number | null, hint: Suggestion | null, value: Keyed) => {
    if (value === null || value === undefined || value === '') return;
    const suggestedValue = hint ? String(hint.value) : null;
    rows.push({
      id: randomUUID(),
      document_id: document.id,
      tenant_id: document.tenant_id,
      location_id: document.location_id,
      vendor: keyed.header.vendor,
      dbo_id: dboId,
      field,
      item_index: itemIndex,
      suggested: suggestedValue,
      confidence: hint?.confidence ?? null,
      keyed: String(value),
      accepted: suggestedValue === String(value) ? 1 : 0,
      at: now,
    });
  };
  for (const field of HEADER_FIELDS) add(field, null, suggested.header[field], keyed.header[field]);
  keyed.items.forEach((item, index) => {
    for (const field of ITEM_FIELDS) add(`items.${field}`, index, suggested.items[index]?.[field] ?? null, item[field]);
  });
  await trx.deleteFrom('capture_outcome').where('document_id', '=', document.id).execute();
  // In slices: a long document's rows stay below the engines' bound on parameters per statement.
  for (let start = 0; start < rows.length; start += 200) {
    await trx
      .insertInto('capture_outcome')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
