/**
 * The OpenAPI document of /api, built from the same zod schemas that validate the requests,
 * and its docs page at /api/docs (Swagger UI). Both are public: they describe the API, and
 * every call they list still needs a token.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { transitionAction, TRANSITIONS } from '../../../common/workflow.js';
import type { ResourceDef } from './resource.js';
import type { DocumentOperation } from './documents/operations.js';
import type { TransitionDef } from './documents/transition.js';

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

export function openApiDocument(
  resources: readonly ResourceDef[],
  transitions: readonly TransitionDef<z.ZodType>[],
  operations: readonly DocumentOperation[] = [],
): JsonSchema {
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
      parameters: [
        ...['_start', '_end'].map((p) => ({ name: p, in: 'query', schema: { type: 'integer', minimum: 0 } })),
        { name: '_sort', in: 'query', schema: { type: 'string' }, description: 'Comma list of fields' },
        { name: '_order', in: 'query', schema: { type: 'string' }, description: 'Comma list of asc or desc' },
        ...(def.search?.length
          ? [{ name: 'q', in: 'query', schema: { type: 'string' }, description: `Searches ${def.search.join(', ')}` }]
          : []),
      ],
      description:
        'Filters: <field>=value (repeat for any of), <field>_ne, <field>_gte, <field>_lte, <field>_like. The total is in x-total-count.',
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
  for (const transition of transitions) {
    const { from, to } = TRANSITIONS[transition.name];
    paths[`/api/documents/{id}/${transition.name}`] = {
      post: {
        tags: ['documents'],
        summary: `${from.join(' or ')} → ${to} (${transitionAction(transition.name)})`,
        parameters: [idParameter],
        requestBody: { required: false, ...json(jsonSchema(transition.body)) },
        responses: {
          200: {
            description: 'The document after the transition',
            ...json({ $ref: '#/components/schemas/Documents' }),
          },
          ...ERRORS,
        },
      },
    };
  }
  for (const op of operations) {
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        tags: ['documents'],
        summary: `${op.summary} (${op.action})`,
        parameters: [
          ...(op.path.includes('{id}') ? [idParameter] : []),
          ...Object.keys((op.query as z.ZodObject | undefined)?.shape ?? {}).map((name) => ({
            name,
            in: 'query',
            schema: { type: 'string' },
          })),
        ],
        ...(op.body ? { requestBody: { required: true, ...json(jsonSchema(op.body)) } } : {}),
        responses: { 200: { description: 'The answer', ...json(jsonSchema(op.answer)) }, ...ERRORS },
      },
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
  await app.register(async (docs) => {
    // The page and its assets load in a plain browser tab, which sends no bearer token.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), public: true } as typeof route.config;
    });
    await docs.register(swagger, { mode: 'static', specification: { document: document as never } });
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
