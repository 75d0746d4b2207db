/** The notifications API (/api/notifications/...): my notices, the unread count, my preferences. */
import { z } from 'zod';
import { API_PATHS } from '../api-paths.js';
import { NOTIFICATION_KINDS } from '../notifications.js';
import { DOCUMENT_STATUSES } from '../workflow.js';
import { id, isoDateTime } from './fields.js';

/** The list's path from api-paths.ts, under the name the web still reads. */
export const NOTIFICATIONS_PATH = API_PATHS.notifications.list;
export const NOTIFICATIONS_MAX_ROWS = 100;
/** The live channel a new notice is announced on, to its recipient only. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/** GET /api/notifications: newest first; _start/_end page it (x-total-count). */
export const notificationListQuery = z.strictObject({
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  _start: z.coerce.number().int().min(0).default(0),
  _end: z.coerce.number().int().min(1).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationRow = z.object({
  id,
  kind: z.enum(NOTIFICATION_KINDS),
  documentId: id,
  documentTitle: z.string(),
  documentStatus: z.enum(DOCUMENT_STATUSES),
  assigneeId: id.nullable(),
  issueId: id.nullable(),
  /** Who took the step; null for the system (an SLA warning). */
  actorName: z.string().nullable(),
  reasonCode: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

export const unreadCount = z.object({ unread: z.number().int().min(0) });
/** POST /api/notifications/read-all: how many notices it marked. */
export const markedCount = z.object({ marked: z.number().int().min(0) });

/** Each kind on (true) or off; a kind left out keeps its setting. */
export const notificationPreferences = z.strictObject({
  kinds: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
/** The answer of the preferences: every kind, on or off. */
export const notificationSettings = z.object({ kinds: z.record(z.enum(NOTIFICATION_KINDS), z.boolean()) });
