/**
 * GET /api/docs (Swagger UI) and /api/docs/json: the OpenAPI document of /api (http/openapi.ts),
 * completed from the routes' own declarations once every route is registered. Both are public:
 * they describe the API, and every call they list still needs a token. These are the one set
 * of routes not declared through route(): the @fastify/swagger plugins register their own.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { describeRoutes, openApiDocument } from '../../http/openapi.js';
import { declaredRoutes } from '../../http/route-list.js';

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  // The same object the docs plugin serves, completed when the app is ready.
  app.addHook('onReady', async () => describeRoutes(document, declaredRoutes(app), app.registeredResources));
  await app.register(async (docs) => {
    // The page and its assets load in a plain browser tab, which sends no bearer token.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true } as typeof route.config;
    });
    await docs.register(swagger, { mode: 'static', specification: { document: document as never } });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
