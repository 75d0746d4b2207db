/**
 * The OpenAPI document of /api, built from the routes' own declarations (route.ts), with the
 * same zod schemas that validate the requests; each resource's record is a component. The docs
 * page that serves it is routes/api/docs.ts.
 */
import { actionsOfScopes, API_KEY_SCOPES, SCOPE_ACTIONS } from '../../common/api-key-scopes.js';
import { z } from 'zod';
import { openApiPath, type RegisteredRoute } from './route-list.js';
import { fieldsOf, type FieldInfo } from '../db/record-fields.js';
import type { ResourceDef } from './resource.js';
import type { RouteDoc } from './route.js';

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

/** What the filters of a list accept, and what else each row carries. */
function listDescription(list: NonNullable<RouteDoc['list']>): string {
  return (
    'Filters: <field>=value (repeat for any of), <field>_ne, <field>_gte, <field>_lte, <field>_like (text). Any other parameter is 400. The total is in x-total-count.' +
    (list.extras?.length ? ` Each row also carries, read-only: ${list.extras.join(', ')}.` : '')
  );
}

/** The name of a resource's record in the document's components: `documents` → `Documents`. */
const componentName = (resource: ResourceDef) =>
  resource.name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());

/** The operation of a route declared through route(); a resource's record is its component. */
/** The actions an API key can be given: their operations accept a key as well as a person's token. */
const KEY_ACTIONS = actionsOfScopes(API_KEY_SCOPES);
const BY_PERSON_OR_KEY = [{ idToken: [] }, { apiKey: [] }];

function describedOperation(route: RegisteredRoute, doc: RouteDoc, components: Map<z.ZodType, string>): JsonSchema {
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const schemaOf = (schema: z.ZodType) => {
    const name = components.get(schema);
    return name ? { $ref: `#/components/schemas/${name}` } : jsonSchema(schema);
  };
  const answerSchema = doc.answer
    ? schemaOf(doc.answer)
    : doc.list
      ? { type: 'array', items: schemaOf(doc.list.record) }
      : {};
  const answerType = doc.answerType ?? 'application/json';
  return {
    tags: doc.tags,
    summary: `${doc.summary} (${doc.action})`,
    ...(doc.list ? { description: listDescription(doc.list) } : {}),
    ...(doc.action === 'public' ? { security: [] } : KEY_ACTIONS.has(doc.action) ? { security: BY_PERSON_OR_KEY } : {}),
    parameters: [
      ...pathNames.map((name) => ({ ...idParameter, name })),
      ...(doc.list ? listParameters(doc.list.record, doc.list.search) : []),
      ...queryParameters(doc.list?.filters),
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
      [doc.status ?? 200]: {
        description: doc.list ? 'One page' : 'The answer',
        ...(doc.list ? { headers: { 'x-total-count': { schema: { type: 'integer' } } } } : {}),
        content: {
          [answerType]: { schema: answerSchema },
          ...Object.fromEntries((doc.alsoAnswers ?? []).map((type) => [type, { schema: { type: 'string' } }])),
        },
      },
      ...ERRORS,
    },
  };
}

/** Routes outside the document: its own pages, and anything not under /api. */
export const isDocumentedRoute = (route: RegisteredRoute) =>
  route.url.startsWith('/api/') && route.url !== '/api/docs' && !route.url.startsWith('/api/docs/');

/**
 * Completes the document once every route is registered: each resource's record joins the
 * components, then every declared route not in the document yet becomes its operation.
 */
export function describeRoutes(
  document: JsonSchema,
  routes: readonly RegisteredRoute[],
  resources: readonly ResourceDef[],
): void {
  const schemas = (document.components as { schemas: Record<string, JsonSchema> }).schemas;
  const components = new Map<z.ZodType, string>();
  for (const resource of resources) {
    const name = componentName(resource);
    schemas[name] = jsonSchema(resource.record);
    components.set(resource.record, name);
  }
  const paths = document.paths as Record<string, Record<string, unknown>>;
  for (const route of routes) {
    const doc = route.config?.doc;
    if (!doc || !isDocumentedRoute(route)) continue;
    const path = openApiPath(route.url);
    const method = route.method.toLowerCase();
    paths[path] ??= {};
    paths[path][method] ??= describedOperation(route, doc, components);
  }
}

/** The document's frame: the error shape and the token; the paths come from the routes' declarations. */
export function openApiDocument(): JsonSchema {
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
  return {
    openapi: '3.1.0',
    info: {
      title: 'DBBS portal API',
      version: '1',
      description:
        'Every call needs a Firebase ID token (Authorization: Bearer). Records outside your scope answer 404. ' +
        'A machine may instead send an API key (Authorization: Bearer dbbs_…) to the operations that list apiKey ' +
        'among their security: within its tenant and scopes only.',
    },
    components: {
      schemas,
      securitySchemes: {
        idToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'dbbs_<token>',
          description:
            "A client company's API key (created under /api/api-keys, its secret shown once). Scopes: " +
            API_KEY_SCOPES.map((scope) => `${scope} (${SCOPE_ACTIONS[scope].join(', ')})`).join('; '),
        },
      },
    },
    security: [{ idToken: [] }],
    paths,
  };
}
