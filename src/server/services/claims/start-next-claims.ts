import type { Transaction } from 'kysely';
import type { Principal } from '../../auth/authorize.js';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { pickClaims } from './claim-pick.js';
import { assignmentColumns } from '../documents/document-assignment.js';
import { claimDocuments, type ClaimWrite } from './document-claim.js';
import type { StoredDocument } from '../../db/schema.js';
import { slaTermsLoader } from '../sla/sla-terms.js';

/**
 * The claims of one batch of start next (services/claim-batch.ts), in its transaction: each
 * claimant's document (services/claim-pick.ts), assigned to them with the SLA's clock where it
 * came from the pool, and started (services/document-claim.ts). Answers each claim's document
 * in their order, or undefined where nothing waits for it.
 */
export async function claimNextDocuments(
  trx: Transaction<Database>,
  engine: Engine,
  principals: Principal[],
): Promise<(StoredDocument | undefined)[]> {
  const now = new Date().toISOString();
  const picked = await pickClaims(trx, engine, principals);
  const terms = slaTermsLoader(trx);
  const writes: ClaimWrite[] = [];
  for (const [index, document] of picked.entries()) {
    const principal = principals[index] as Principal;
    if (!document) continue;
    writes.push(
      document.status === 'assigned'
        ? { principal, document, steps: ['start'], version: document.version, now }
        : {
            principal,
            document,
            steps: ['assign', 'start'],
            version: document.version,
            extra: assignmentColumns(document, principal.id, { terms: await terms(document.tenant_id), now }),
            now,
          },
    );
  }
  const claimed = new Map((await claimDocuments(trx, engine, writes)).map((row) => [row.id, row]));
  return picked.map((document) => document && claimed.get(document.id));
}
