/**
 * Every route the app registers, as it registers it (an onRoute hook installed before any
 * route), and every resource the resource kit registered. The OpenAPI document is completed
 * from these lists, and the tests compare the two, so a route added later is either described
 * or caught: nobody has to remember to add it.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ResourceDef } from './resource.js';

export interface RegisteredRoute {
  method: string;
  /** Fastify's URL pattern: `/api/tenants/:id`. */
  url: string;
  config: RouteOptions['config'];
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** The resources register-resource.ts made routes of (their record schemas, live channels). */
    registeredResources: ResourceDef[];
  }
}

export function installRouteList(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorate('registeredResources', [] as ResourceDef[]);
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
