/**
 * What a document's file suggests now: its words matched to one of its tenant's vendor profiles
 * (by identifiers, then layout), and the engine's rules with that profile; a line's category
 * falls back on what was keyed for such lines at the tenant's other vendors. Read by the
 * suggestions route and, at submit, to record what was suggested beside what was keyed.
 */
import type { Kysely, Transaction } from 'kysely';
import type { CaptureWords, FileSuggestions } from '../../../common/schemas/capture.js';
import { matchProfile, suggest, tenantLines } from '../../capture/index.js';
import type { Database } from '../../db/schema.js';
import { tenantProfiles, type StoredProfile } from './tenant-profiles.js';

export interface MatchedSuggestions extends FileSuggestions {
  profile: StoredProfile | null;
}

export async function fileSuggestions(
  db: Kysely<Database> | Transaction<Database>,
  tenantId: string,
  words: CaptureWords,
): Promise<MatchedSuggestions> {
  const profiles = await tenantProfiles(db, tenantId);
  const match = matchProfile(
    words,
    profiles.map((stored) => stored.profile),
  );
  const profile = match ? (profiles.find((stored) => stored.profile === match.profile) ?? null) : null;
  const others = profiles.filter((stored) => stored !== profile).map((stored) => stored.profile);
  return { ...suggest(words, profile?.profile ?? null, tenantLines(others)), profile };
}
