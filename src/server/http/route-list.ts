/**
 * Every route the app registers, as it registers it (an onRoute hook installed before any
 * route). The OpenAPI document is completed from this list, and the tests compare the two, so
 * a route added later is either described or caught: nobody has to remember to add it.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Fastify's URL pattern: `/api/tenants/:id`. */
  url: string;
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export function installRouteList(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method: method.toUpperCase(), url: route.url, config: route.config });
    }
  });
}

/** `/api/tenants/:id` in OpenAPI's spelling: `/api/tenants/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The routes as their files declare them: without the HEAD twin Fastify adds beside each GET
 * (exposeHeadRoutes), which answers like its GET with no body.
 */
export function declaredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const gets = new Set(app.registeredRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
  return app.registeredRoutes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}
