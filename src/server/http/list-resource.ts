/**
 * The list route of a resource (GET /api/<name>), as @refinedev/simple-rest reads it: the query
 * parsed against the record's fields (list-query.ts), the caller's scope in SQL, the exact total
 * in x-total-count. A page is built as JSON by the database; tables with
 * a count rollup (resource.ts COUNT_ROLLUPS) are counted from it when the filters allow.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Principal } from '../auth/authorize.js';
import { scopeCondition, TABLE_SCOPES } from '../auth/scope.js';
import type { AppContext } from '../context.js';
import { loose } from '../db/loose.js';
import { parseListQuery } from '../db/list-query.js';
import { fieldsOf } from '../db/record-fields.js';
import { jsonArray, rowJson as rowJsonOf } from '../db/row-json.js';
import { COUNT_ROLLUPS, resourceAction, type ResourceDef } from './resource.js';
import { route } from './route.js';

/** Refine reads a list's total from x-total-count, across origins too: every /api answer exposes it. */
export function exposeTotalCount(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('access-control-expose-headers', 'x-total-count');
  });
}

/** The extra read condition for readers who may not edit (unpublished content), if it applies. */
function readersOnly(def: ResourceDef, principal: Principal) {
  const extra = def.readersSee;
  return extra && !principal.may(resourceAction(def, extra.unlessMay))
    ? sql<boolean>`${sql.ref(extra.column)} = ${extra.value}`
    : undefined;
}

/** The read condition: the scope, and for readers who may not edit it, only what is published. */
export function readScope(def: ResourceDef, principal: Principal) {
  const scope = scopeCondition(def.table, principal.grants);
  const extra = readersOnly(def, principal);
  return extra ? sql<boolean>`(${scope} and ${extra})` : scope;
}

export function registerListRoute(app: FastifyInstance, context: AppContext, def: ResourceDef): void {
  const fields = fieldsOf(def.record);
  const base = `/api/${def.name}`;
  const rollup = COUNT_ROLLUPS[def.table];
  const scopeColumns = Object.values(TABLE_SCOPES[def.table]);
  if (rollup && !scopeColumns.every((column) => rollup.columns.includes(column))) {
    throw new Error(`${rollup.table} lacks a scope column of ${def.table}`);
  }
  // Every list page is built as JSON by the database, row by row (db/row-json.ts): no row
  // objects are made and nothing is serialized here. A record too wide for the JSON builders
  // fails here, as the app starts.
  const extras = Object.entries(def.listExtras ?? {});
  const rowJson = rowJsonOf(context.engine, fields, extras);

  const named = Object.entries(def.listFilters ?? {});
  const namedFilters = named.length
    ? z.object(
        Object.fromEntries(
          named.map(([name, filter]) => [
            name,
            z
              .enum(Object.keys(filter.values) as [string, ...string[]])
              .optional()
              .describe(filter.description),
          ]),
        ),
      )
    : undefined;

  route(app, context, {
    method: 'GET',
    url: base,
    action: resourceAction(def, 'read'),
    summary: `List ${def.name} in your scope`,
    tags: [def.name],
    list: {
      record: def.record,
      search: def.search,
      extras: extras.map(([name]) => name),
      filters: namedFilters,
    },
    handle: async ({ principal }, request, reply) => {
      const list = parseListQuery(
        request.query as Record<string, unknown>,
        fields,
        def.search ?? [],
        def.defaultSort ?? { field: 'id', order: 'asc' },
        def.listFilters,
      );
      const db = loose(context.db);
      const where = sql<boolean>`${sql.join([readScope(def, principal), ...list.conditions], sql` and `)}`;
      const canSum =
        rollup && !readersOnly(def, principal) && [...list.columns].every((column) => rollup.columns.includes(column));
      /** The exact total: from the rollup when every filter reads its columns (the same scope and
       * conditions, over a few group rows), else by counting the matching rows themselves. */
      const countOf = (from: typeof db) =>
        rollup && canSum
          ? from
              .selectFrom(`${rollup.table} as ${def.table}`)
              .select(sql<number | string>`coalesce(sum(n), 0)`.as('n'))
              .where(
                sql<boolean>`${sql.join([scopeCondition(def.table, principal.grants), ...list.conditions], sql` and `)}`,
              )
          : from
              .selectFrom(def.table)
              .select(sql<number | string>`count(*)`.as('n'))
              .where(where);
      const pageOf = (from: typeof db) => {
        let rows = from.selectFrom(def.table).where(where);
        for (const { column, direction } of list.order) rows = rows.orderBy(column, direction);
        return rows.limit(list.limit).offset(list.offset);
      };
      if (context.engine === 'postgres') {
        // One round trip: the total and the page's rows joined in the page's order, as the
        // response's JSON. The parts are built without plugins: they are parts of one statement,
        // whose plugins see the whole of it once.
        const inner = db.withoutPlugins();
        const order = sql.join(
          list.order.map(({ column, direction }) => sql`${sql.ref(`p.${column}`)} ${sql.raw(direction)}`),
        );
        const rows = pageOf(inner).select([rowJson.as('j'), ...list.order.map(({ column }) => column)]);
        const found = await db
          .selectNoFrom([
            sql<number | string>`(${countOf(inner)})`.as('n'),
            sql<string>`(select '[' || coalesce(string_agg(p.j, ',' order by ${order}), '') || ']' from (${rows}) as p)`.as(
              'page',
            ),
          ])
          .executeTakeFirstOrThrow();
        reply.header('x-total-count', String(Number(found.n))).type('application/json; charset=utf-8');
        return found.page;
      }
      // SQLite answers in-process: the total and the rows (each already JSON) as two statements.
      const total = await countOf(db).executeTakeFirstOrThrow();
      const found = await pageOf(db).select(rowJson.as('j')).execute();
      reply.header('x-total-count', String(Number(total.n))).type('application/json; charset=utf-8');
      return jsonArray(found as { j: string }[]);
    },
  });
}
