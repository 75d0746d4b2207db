/**
 * The amount per document uploaded in [start, end), as a subquery to left join on document.id:
 * summed per document first, so a document with many items still counts once.
 */
import { sql } from 'kysely';
import type { ReportScope } from '../../../services/report-scope.js';

export function documentAmounts(scope: ReportScope, start: string, end: string) {
  return sql`(select doc_item.document_id as document_id, sum(doc_item.amount_cents) as amount
        from doc_item where ${scope.where('doc_item')} and doc_item.document_id in (select document.id from document
          where document.created_at >= ${start} and document.created_at < ${end} and ${scope.where('document')})
        group by doc_item.document_id)`;
}
