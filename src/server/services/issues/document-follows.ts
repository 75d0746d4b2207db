/**
 * What an issue's change does to its document: a workflow step when the issue moves it (raising
 * one puts a document in processing on hold; resolving the last one takes it off hold), else the
 * document stays where it is and only its SLA clock follows (the issues may now wait on the
 * client, or no longer). Answers the document after it.
 */
import type { Transaction } from 'kysely';
import type { Transition } from '../../../common/workflow.js';
import type { Principal } from '../../auth/authorize.js';
import type { Database, StoredDocument } from '../../db/schema.js';
import { transitionDocument } from '../documents/document-transition.js';
import { syncSlaClock } from '../sla/sla-clock.js';

export async function documentFollows(
  trx: Transaction<Database>,
  change: { principal: Principal; document: StoredDocument; step: Transition | null; note: string; now: string },
): Promise<StoredDocument> {
  const { principal, document, step, note, now } = change;
  if (step)
    return transitionDocument(trx, { principal, document, transition: step, version: document.version, now, note });
  await syncSlaClock(trx, document.id, now);
  return trx.selectFrom('document').selectAll().where('id', '=', document.id).executeTakeFirstOrThrow();
}
