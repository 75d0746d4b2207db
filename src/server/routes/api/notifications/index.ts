/** The bell's operations on the caller's own notifications (/api/notifications/...), one file each. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { countUnreadNotificationsRoute } from './count-unread-notifications.js';
import { listNotificationsRoute } from './list-notifications.js';
import { markAllNotificationsReadRoute } from './mark-all-notifications-read.js';
import { markNotificationReadRoute } from './mark-notification-read.js';
import { showNotificationPreferencesRoute } from './show-notification-preferences.js';
import { updateNotificationPreferencesRoute } from './update-notification-preferences.js';

export function notificationRoutes(app: FastifyInstance, context: AppContext): void {
  listNotificationsRoute(app, context);
  countUnreadNotificationsRoute(app, context);
  markAllNotificationsReadRoute(app, context);
  markNotificationReadRoute(app, context);
  showNotificationPreferencesRoute(app, context);
  updateNotificationPreferencesRoute(app, context);
}
