/**
 * A document's suggestions as the processing screen reads them: pending while its words are
 * still being read, failed when reading gave up, none when the file has no words (a CSV, a blank
 * scan), else ready with what the file suggests, the profile it came from, and the "sure"
 * threshold. The caller has found the document in its scope.
 */
import type { Kysely } from 'kysely';
import { emptyHeader, type DocumentSuggestions } from '../../../common/schemas/capture.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { loadWords } from '../../text/words-artifact.js';
import { readSettings } from '../settings.js';
import { fileSuggestions } from './file-suggestions.js';

const STATUS: Record<string, DocumentSuggestions['status']> = { pending: 'pending', failed: 'failed', none: 'none' };

export async function documentSuggestions(
  db: Kysely<Database>,
  files: FileStorage,
  document: { id: string; tenant_id: string },
): Promise<DocumentSuggestions> {
  const [text, settings] = await Promise.all([
    db.selectFrom('document_text').select('status').where('document_id', '=', document.id).executeTakeFirst(),
    readSettings(db, ['captureSureThreshold']),
  ]);
  const nothing = (status: DocumentSuggestions['status']): DocumentSuggestions => ({
    status,
    header: emptyHeader(),
    items: [],
    profile: null,
    sureThreshold: settings.captureSureThreshold,
  });
  // A document with no file (or whose file is not read yet) has no text row, or a pending one.
  if (!text) return nothing('none');
  if (text.status !== 'done') return nothing(STATUS[text.status] ?? 'pending');
  const words = await loadWords(files, document.id);
  if (!words) return nothing('none');
  const found = await fileSuggestions(db, document.tenant_id, words);
  return {
    status: 'ready',
    header: found.header,
    items: found.items,
    profile: found.profile ? { id: found.profile.id, documentsLearned: found.profile.profile.documentsLearned } : null,
    sureThreshold: settings.captureSureThreshold,
  };
}
