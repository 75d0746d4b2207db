/**
 * The OpenAPI document of /api, built from the same zod schemas that validate the requests,
 * and its docs page at /api/docs (Swagger UI). Both are public: they describe the API, and
 * every call they list still needs a token.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { declaredRoutes, openApiPath, type RegisteredRoute } from './route-list.js';
import { fieldsOf, type FieldInfo } from '../db/record-fields.js';
import type { ResourceDef } from './resource.js';
import type { RouteDoc } from './route-doc.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  return rest;
}

const ERROR = {
  description: 'An error: {statusCode, error, message, fields?}',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};
const ERRORS = { 400: ERROR, 401: ERROR, 403: ERROR, 404: ERROR, 409: ERROR };
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

/** The query parameters of a zod query schema, one per property, with its own JSON schema. */
function queryParameters(query: z.ZodType | undefined): JsonSchema[] {
  if (!query) return [];
  const schema = jsonSchema(query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    ...(required.has(name) ? { required: true } : {}),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

const FILTER_TYPE: Record<FieldInfo['kind'], JsonSchema> = {
  text: { type: 'string' },
  number: { type: 'number' },
  flag: { type: 'boolean' },
  json: {},
};

/** Every filter a list accepts (list-query.ts): each field, and its _ne, _gte, _lte and (text) _like forms. */
function filterParameters(record: z.ZodObject): JsonSchema[] {
  return fieldsOf(record)
    .filter((field) => field.kind !== 'json')
    .flatMap((field) => {
      const type = field.options ? { type: 'string', enum: [...field.options, 'null'] } : FILTER_TYPE[field.kind];
      return [
        {
          name: field.name,
          in: 'query',
          schema: { anyOf: [type, { type: 'array', items: type }] },
          description: 'Equals; repeat for any of; null for none',
        },
        ...(['_ne', '_gte', '_lte'] as const).map((suffix) => ({
          name: `${field.name}${suffix}`,
          in: 'query',
          schema: field.options ? { type: 'string' } : FILTER_TYPE[field.kind],
        })),
        ...(field.kind === 'text'
          ? [{ name: `${field.name}_like`, in: 'query', schema: { type: 'string' }, description: 'Contains, any case' }]
          : []),
      ];
    });
}

/** The query of a @refinedev/simple-rest list: paging, sort, q when it searches, and every filter. */
function listParameters(record: z.ZodObject, search: readonly string[] = []): JsonSchema[] {
  return [
    ...['_start', '_end'].map((p) => ({ name: p, in: 'query', schema: { type: 'integer', minimum: 0 } })),
    { name: '_sort', in: 'query', schema: { type: 'string' }, description: 'Comma list of fields' },
    { name: '_order', in: 'query', schema: { type: 'string' }, description: 'Comma list of asc or desc' },
    ...(search.length
      ? [{ name: 'q', in: 'query', schema: { type: 'string' }, description: `Searches ${search.join(', ')}` }]
      : []),
    ...filterParameters(record),
  ];
}

/** The operation of a route that describes itself (route-doc.ts). */
function describedOperation(route: RegisteredRoute, doc: RouteDoc): JsonSchema {
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const answerSchema = doc.answer ? jsonSchema(doc.answer) : {};
  const answerType = doc.answerType ?? 'application/json';
  return {
    tags: doc.tags,
    summary: `${doc.summary} (${doc.action})`,
    ...(doc.action === 'public' ? { security: [] } : {}),
    parameters: [
      ...pathNames.map((name) => ({ ...idParameter, name })),
      ...(doc.list ? listParameters(doc.list.record, doc.list.search) : []),
      ...queryParameters(doc.query),
      ...Object.entries(doc.headers ?? {}).map(([name, description]) => ({
        name,
        in: 'header',
        description,
        schema: { type: 'string' },
      })),
    ],
    ...(doc.body ? { requestBody: { required: true, ...json(jsonSchema(doc.body)) } } : {}),
    responses: {
      [doc.status ?? 200]: { description: 'The answer', content: { [answerType]: { schema: answerSchema } } },
      ...ERRORS,
    },
  };
}

/** Routes outside the document: its own pages, and anything not under /api. */
export const isDocumentedRoute = (route: RegisteredRoute) =>
  route.url.startsWith('/api/') && route.url !== '/api/docs' && !route.url.startsWith('/api/docs/');

/** Adds every registered route that describes itself and is not in the document yet. */
export function addDescribedRoutes(document: JsonSchema, routes: readonly RegisteredRoute[]): void {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  for (const route of routes) {
    const doc = route.config?.doc;
    if (!doc || !isDocumentedRoute(route)) continue;
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    paths[path] ??= {};
    paths[path][method] ??= describedOperation(route, doc);
  }
}

export function openApiDocument(resources: readonly ResourceDef[]): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, JsonSchema> = {
    ApiError: {
      type: 'object',
      required: ['statusCode', 'error', 'message'],
      properties: {
        statusCode: { type: 'integer' },
        error: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
    },
  };
  for (const def of resources) {
    const name = def.name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
    schemas[name] = jsonSchema(def.record);
    const ref = { $ref: `#/components/schemas/${name}` };
    const tags = [def.name];
    const list = {
      tags,
      summary: `List ${def.name} in your scope (policy action ${def.name}:read)`,
      parameters: listParameters(def.record, def.search),
      description:
        'Filters: <field>=value (repeat for any of), <field>_ne, <field>_gte, <field>_lte, <field>_like (text). Any other parameter is 400. The total is in x-total-count.' +
        (def.listExtras ? ` Each row also carries, read-only: ${Object.keys(def.listExtras).join(', ')}.` : ''),
      responses: {
        200: {
          description: 'One page',
          headers: { 'x-total-count': { schema: { type: 'integer' } } },
          ...json({ type: 'array', items: ref }),
        },
        ...ERRORS,
      },
    };
    paths[`/api/${def.name}`] = {
      get: list,
      ...(def.create
        ? {
            post: {
              tags,
              summary: `Create (${def.name}:create)`,
              requestBody: { required: true, ...json(jsonSchema(def.create)) },
              responses: { 201: { description: 'Created', ...json(ref) }, ...ERRORS },
            },
          }
        : {}),
    };
    paths[`/api/${def.name}/{id}`] = {
      get: {
        tags,
        summary: `Show (${def.name}:read)`,
        parameters: [idParameter],
        responses: { 200: { description: 'The record', ...json(ref) }, ...ERRORS },
      },
      ...(def.update
        ? {
            patch: {
              tags,
              summary: `Update (${def.name}:update)`,
              parameters: [idParameter],
              requestBody: { required: true, ...json(jsonSchema(def.update)) },
              responses: { 200: { description: 'Updated', ...json(ref) }, ...ERRORS },
            },
          }
        : {}),
      ...(def.remove
        ? {
            delete: {
              tags,
              summary: `Delete (${def.name}:delete)`,
              parameters: [idParameter],
              responses: { 200: { description: 'Deleted', ...json(ref) }, ...ERRORS },
            },
          }
        : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'DBBS portal API',
      version: '1',
      description:
        'Every call needs a Firebase ID token (Authorization: Bearer). Records outside your scope answer 404.',
    },
    components: { schemas, securitySchemes: { idToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ idToken: [] }],
    paths,
  };
}

export async function apiDocs(app: FastifyInstance, document: JsonSchema): Promise<void> {
  // Once every route is registered, the ones that describe themselves join the document (the
  // same object the docs plugin serves).
  app.addHook('onReady', async () => addDescribedRoutes(document, declaredRoutes(app)));
  await app.register(async (docs) => {
    // The page and its assets load in a plain browser tab, which sends no bearer token.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true } as typeof route.config;
    });
    await docs.register(swagger, { mode: 'static', specification: { document: document as never } });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
