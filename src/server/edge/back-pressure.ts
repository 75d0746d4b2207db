/**
 * Back-pressure (@fastify/under-pressure): when the process is overloaded (mean event-loop delay,
 * event-loop utilization, heap or RSS over its configured threshold, sampled every
 * sampleIntervalMs) a request is refused at once with 503 and Retry-After, in the caller's
 * language, instead of queueing until the client times out. Health is never refused: it
 * answers 503 itself and says the server is overloaded (routes/api/health.ts), so a load
 * balancer sees why.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.js';
import type { EdgeSettings } from './edge-settings.js';

export async function installBackPressure(app: FastifyInstance, settings: EdgeSettings['pressure']): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: settings.maxEventLoopDelayMs,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    // Utilization over the last sample, not since the process started.
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    maxRssBytes: settings.maxRssBytes,
    sampleInterval: settings.sampleIntervalMs,
    retryAfter: settings.retryAfterSeconds,
    pressureHandler: (request, reply) => {
      if (request.routeOptions.url === '/api/health') return undefined;
      reply.header('retry-after', String(settings.retryAfterSeconds));
      return Promise.reject(new HttpError(503, 'overloaded', { params: { seconds: settings.retryAfterSeconds } }));
    },
  });
}
