/**
 * GET /api/documents/:id/timeline: a document's whole story, oldest first: its workflow steps
 * (and other audited writes) and its issues' events, each with who, when, from and to, the
 * reason code and comment where there is one.
 */
import { z } from 'zod';
import { id, isoDateTime } from './fields.js';

/** The actions of an issue's events (a document's steps use the workflow's transition names, plus create, update, save-draft). */
export const ISSUE_EVENT_ACTIONS = ['raised', 'answered', 'resolved', 'reopened'] as const;

export const timelineEntry = z.object({
  at: isoDateTime,
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  reasonCode: z.string().nullable(),
  comment: z.string().nullable(),
  /** Set on an issue's events. */
  issueId: id.nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;
export const timeline = z.array(timelineEntry);
