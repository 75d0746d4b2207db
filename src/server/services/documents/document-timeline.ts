/**
 * A document's whole story (GET /api/documents/:id/timeline): its audited writes (workflow steps
 * with their reason code and comment) and its issues' events: raised (from the issue itself),
 * answered, resolved and reopened (from the issue's audit events; an issue settled by the
 * document's resolve step has no event of its own, so its resolved_at stands in). Oldest first.
 */
import type { Kysely } from 'kysely';
import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Database } from '../../db/schema.js';

const ISSUE_ACTIONS: Record<string, string> = { answer: 'answered', resolve: 'resolved', reopen: 'reopened' };

export async function loadTimeline(db: Kysely<Database>, documentId: string): Promise<TimelineEntry[]> {
  const issues = await db
    .selectFrom('issue')
    .leftJoin('app_user as raiser', 'raiser.id', 'issue.raised_by')
    .leftJoin('app_user as resolver', 'resolver.id', 'issue.resolved_by')
    .select([
      'issue.id',
      'issue.subject',
      'issue.created_at',
      'issue.resolved_at',
      'issue.status',
      'raiser.name as raiser_name',
      'raiser.email as raiser_email',
      'resolver.name as resolver_name',
      'resolver.email as resolver_email',
    ])
    .where('issue.document_id', '=', documentId)
    .execute();
  const issueIds = issues.map((issue) => issue.id);
  const events = await db
    .selectFrom('audit_event')
    .leftJoin('app_user as actor', 'actor.id', 'audit_event.actor_id')
    .select([
      'audit_event.at',
      'audit_event.entity',
      'audit_event.entity_id',
      'audit_event.action',
      'audit_event.from_state',
      'audit_event.to_state',
      'audit_event.note',
      'audit_event.reason_code',
      'audit_event.actor_email',
      'actor.name as actor_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('audit_event.entity', '=', 'document'), eb('audit_event.entity_id', '=', documentId)]),
        ...(issueIds.length
          ? [eb.and([eb('audit_event.entity', '=', 'issue'), eb('audit_event.entity_id', 'in', issueIds)])]
          : []),
      ]),
    )
    .orderBy('audit_event.at')
    .orderBy('audit_event.id')
    .execute();
  const entries: TimelineEntry[] = [];
  const resolvedByEvent = new Set<string>();
  for (const event of events) {
    const onIssue = event.entity === 'issue';
    if (onIssue && event.action === 'resolve') resolvedByEvent.add(event.entity_id);
    entries.push({
      at: event.at,
      actorName: event.actor_name ?? null,
      actorEmail: event.actor_email,
      action: onIssue ? (ISSUE_ACTIONS[event.action] ?? event.action) : event.action,
      fromState: event.from_state,
      toState: event.to_state,
      reasonCode: event.reason_code,
      comment: event.note,
      issueId: onIssue ? event.entity_id : null,
    });
  }
  for (const issue of issues) {
    entries.push({
      at: issue.created_at,
      actorName: issue.raiser_name ?? null,
      actorEmail: issue.raiser_email ?? null,
      action: 'raised',
      fromState: null,
      toState: 'open',
      reasonCode: null,
      comment: issue.subject,
      issueId: issue.id,
    });
    if (issue.resolved_at && issue.status === 'resolved' && !resolvedByEvent.has(issue.id)) {
      entries.push({
        at: issue.resolved_at,
        actorName: issue.resolver_name ?? null,
        actorEmail: issue.resolver_email ?? null,
        action: 'resolved',
        fromState: 'open',
        toState: 'resolved',
        reasonCode: null,
        comment: null,
        issueId: issue.id,
      });
    }
  }
  // At equal times (one transaction): an issue's audited event (answered, resolved, reopened)
  // comes before the document step it caused, and what is read from the issue itself (raised,
  // or resolved by the document's step) after the step that caused it.
  return entries
    .map((entry, index) => ({ entry, index, rank: !entry.issueId ? 1 : index < events.length ? 0 : 2 }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry);
}
