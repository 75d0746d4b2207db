/**
 * GET /api/live: server-sent events for Refine's live provider. Each audited write becomes
 * {channel: "resources/<resource>", type, payload: {ids}}. Subscribers refetch through the scoped
 * API, so an event carries no data; ids go only to administrators and the record's own tenant.
 * A new notification is announced on the `notifications` channel to its recipient alone.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../common/api-paths.js';
import type { ServerResponse } from 'node:http';
import { loadActiveUser } from '../../auth/authorize.js';
import type { AppContext } from '../../context.js';
import { NOTIFICATIONS_CHANNEL } from '../../../common/schemas/notification.js';
import { onChange, onNotification, type Change } from '../../live/changes.js';
import { route } from '../../http/route.js';

const PING_MS = 25_000;

function eventType(action: string): 'created' | 'updated' | 'deleted' {
  if (action === 'create') return 'created';
  if (action === 'delete') return 'deleted';
  return 'updated';
}

export function liveRoutes(app: FastifyInstance, context: AppContext): void {
  // Each audited entity's resource, as the resource kit registered them (known once the app is ready).
  const resourceOf = new Map<string, string>();
  app.addHook('onReady', async () => {
    for (const resource of app.registeredResources) resourceOf.set(resource.entity, resource.name);
  });
  const streams = new Set<ServerResponse>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('onClose', async () => {
    for (const stream of streams) stream.end();
  });

  route(app, context, {
    method: 'GET',
    url: API_PATHS.live,
    action: 'signed-in',
    summary: 'Server-sent events: {channel: resources/<name>, type, payload: {ids}} for every audited write',
    answerType: 'text/event-stream',
    handle: async (_input, request, reply) => {
      const user = await loadActiveUser(request, context);
      const seesIds = (change: Change) =>
        user.roles.includes('isDbAdmin') || (change.tenantId !== null && change.tenantId === user.tenantId);
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      stream.write(': connected\n\n');
      streams.add(stream);
      const stop = onChange(context.live, (change) => {
        const resource = resourceOf.get(change.entity);
        if (!resource) return;
        const event = {
          channel: `resources/${resource}`,
          type: eventType(change.action),
          payload: { ids: seesIds(change) ? [change.entityId] : [] },
          date: new Date().toISOString(),
        };
        stream.write(`data: ${JSON.stringify(event)}\n\n`);
      });
      // A new notice goes to its recipient's streams only, never to anyone else's.
      const stopNotices = onNotification(context.live, (notice) => {
        if (notice.userId !== user.id) return;
        const event = {
          channel: NOTIFICATIONS_CHANNEL,
          type: 'created',
          payload: { ids: [notice.notificationId] },
          date: new Date().toISOString(),
        };
        stream.write(`data: ${JSON.stringify(event)}\n\n`);
      });
      const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
      request.raw.on('close', () => {
        stop();
        stopNotices();
        clearInterval(ping);
        streams.delete(stream);
      });
    },
  });
}
