/**
 * The REST routes of one resource (list, show, create, update, delete), all through the same
 * steps: authorize the action, validate the input, apply the data scope in SQL (a record out
 * of scope is 404), write and audit in one transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ID_PATTERN } from '../../../common/schemas/fields.js';
import { authorize, type Principal } from '../../auth/authorize.js';
import { scopeCondition, TABLE_SCOPES } from '../../auth/scope.js';
import type { AppContext } from '../../context.js';
import { changedFields, recordAudit } from '../../db/audit.js';
import { writeOr409 } from '../../db/db-errors.js';
import { loose, type Row } from '../../db/loose.js';
import type { Database } from '../../db/schema.js';
import { fieldText, type FieldProblems } from '../../api-texts.js';
import { HttpError, parseOr400 } from '../../errors.js';
import { parseListQuery } from './list-query.js';
import { COUNT_ROLLUPS, fieldsOf, fromRow, toColumns, type ResourceDef, type WriteContext } from './resource.js';

export function idParam(request: FastifyRequest): string {
  const { id } = request.params as { id?: string };
  if (!id || !ID_PATTERN.test(id)) throw new HttpError(400, 'idInvalid', { fields: { id: [fieldText('notValidId')] } });
  return id;
}

/** The stored row of id, if the grants cover it. */
export async function findInScope(
  db: AppContext['db'],
  table: keyof Database,
  principal: Principal,
  id: string,
): Promise<Row | undefined> {
  return loose(db)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where(scopeCondition(table, principal.grants))
    .executeTakeFirst();
}

export function registerResource(app: FastifyInstance, context: AppContext, def: ResourceDef): void {
  const fields = fieldsOf(def.record);
  const base = `/api/${def.name}`;
  const hasUpdatedAt = fields.some((field) => field.column === 'updated_at');
  const audit = (writer: WriteContext, entityId: string, action: string, row: Row, from?: Row) =>
    recordAudit(
      writer.db,
      {
        actor: { id: writer.principal.id, email: writer.principal.email },
        entity: def.entity,
        entityId,
        action,
        fromState: def.stateColumn && from ? String(from[def.stateColumn] ?? '') || null : null,
        toState: def.stateColumn && action !== 'delete' ? String(row[def.stateColumn] ?? '') || null : null,
        tenantId: typeof row.tenant_id === 'string' ? row.tenant_id : def.table === 'tenant' ? String(row.id) : null,
        changes: changedFields(
          action === 'create' ? undefined : from && fromRow(fields, from),
          action === 'delete' ? undefined : fromRow(fields, row),
        ),
      },
      writer.now,
    );

  /** The extra read condition for readers who may not edit (unpublished content), if it applies. */
  const readersOnly = (principal: Principal) => {
    const extra = def.readersSee;
    return extra && !principal.may(extra.unlessMay)
      ? sql<boolean>`${sql.ref(extra.column)} = ${extra.value}`
      : undefined;
  };
  /** The read condition: the scope, and for readers who may not edit it, only what is published. */
  const readScope = (principal: Principal) => {
    const scope = scopeCondition(def.table, principal.grants);
    const extra = readersOnly(principal);
    return extra ? sql<boolean>`(${scope} and ${extra})` : scope;
  };
  const rollup = COUNT_ROLLUPS[def.table];
  const scopeColumns = Object.values(TABLE_SCOPES[def.table]);
  if (rollup && !scopeColumns.every((column) => rollup.columns.includes(column))) {
    throw new Error(`${rollup.table} lacks a scope column of ${def.table}`);
  }

  /** Every referenced record must exist inside the caller's scope; one message either way. */
  const loadRefs = async (db: WriteContext['db'], principal: Principal, body: Row): Promise<Record<string, Row>> => {
    const refs: Record<string, Row> = {};
    const errors: FieldProblems = {};
    for (const [field, table] of Object.entries(def.references ?? {})) {
      const value = body[field];
      if (typeof value !== 'string') continue;
      const row = await findInScope(db, table, principal, value);
      if (row) refs[field] = row;
      else errors[field] = [fieldText('noSuchRecord')];
    }
    if (Object.keys(errors).length) throw new HttpError(400, 'refsMissing', { fields: errors });
    return refs;
  };

  /**
   * A record whose fields are all text or numbers (answered as stored: both engines' JSON
   * functions write an integer column as a JSON number) has each row of its list page
   * built as JSON by the database (json_object / json_build_object), so no row objects are
   * made and nothing is serialized here. Other records (flags, JSON columns) are
   * mapped by fromRow.
   */
  const rowJson =
    fields.every((field) => field.kind === 'text' || field.kind === 'number') && fields.length <= 50
      ? sql<string>`${sql.raw(context.engine === 'postgres' ? 'json_build_object' : 'json_object')}(${sql.join(
          fields.map((field) => sql`${sql.lit(field.name)}, ${sql.ref(field.column)}`),
        )})${sql.raw(context.engine === 'postgres' ? '::text' : '')}`
      : undefined;

  app.get(base, async (request, reply) => {
    const principal = await authorize(request, context, `${def.name}:read`);
    const list = parseListQuery(
      request.query as Record<string, unknown>,
      fields,
      def.search ?? [],
      def.defaultSort ?? { field: 'id', order: 'asc' },
    );
    const db = loose(context.db);
    const where = sql<boolean>`${sql.join([readScope(principal), ...list.conditions], sql` and `)}`;
    const canSum =
      rollup && !readersOnly(principal) && [...list.columns].every((column) => rollup.columns.includes(column));
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
    if (rowJson && context.engine === 'postgres') {
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
    const counted = countOf(db);
    if (rowJson) {
      // SQLite answers in-process: the total and the rows (each already JSON) as two statements.
      const total = await counted.executeTakeFirstOrThrow();
      const found = await pageOf(db).select(rowJson.as('j')).execute();
      reply.header('x-total-count', String(Number(total.n))).type('application/json; charset=utf-8');
      return `[${found.map((row: { j: string }) => row.j).join(',')}]`;
    }
    // Both at once: on PostgreSQL they run on two pooled connections side by side.
    const [total, page] = await Promise.all([counted.executeTakeFirstOrThrow(), pageOf(db).selectAll().execute()]);
    reply.header('x-total-count', String(Number(total.n)));
    return page.map((row: Row) => fromRow(fields, row));
  });

  app.get(`${base}/:id`, async (request) => {
    const principal = await authorize(request, context, `${def.name}:read`);
    const id = idParam(request);
    const row = await loose(context.db)
      .selectFrom(def.table)
      .selectAll()
      .where('id', '=', id)
      .where(readScope(principal))
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'noRecord', { params: { entity: def.entity, id } });
    return fromRow(fields, row);
  });

  if (def.create) {
    const schema = def.create;
    app.post(base, async (request, reply) => {
      const principal = await authorize(request, context, `${def.name}:create`);
      const body = parseOr400(schema, request.body) as Row;
      const created = await writeOr409(() =>
        context.db.transaction().execute(async (trx) => {
          const writer: WriteContext = {
            db: trx,
            principal,
            refs: await loadRefs(trx, principal, body),
            now: new Date().toISOString(),
          };
          const row: Row = {
            id: randomUUID(),
            ...toColumns(fields, body),
            ...(fields.some((field) => field.column === 'created_at') ? { created_at: writer.now } : {}),
            ...(hasUpdatedAt ? { updated_at: writer.now } : {}),
            ...(await def.buildRow?.(body, writer)),
          };
          await loose(trx).insertInto(def.table).values(row).execute();
          await def.afterCreate?.(row, writer);
          // Audited as stored, so the columns the database filled in (defaults) are there too.
          const stored = await loose(trx)
            .selectFrom(def.table)
            .selectAll()
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow();
          await audit(writer, String(row.id), 'create', stored);
          return stored;
        }),
      );
      return reply.code(201).send(fromRow(fields, created));
    });
  }

  if (def.update) {
    const schema = def.update;
    app.patch(`${base}/:id`, async (request) => {
      const principal = await authorize(request, context, `${def.name}:update`);
      const id = idParam(request);
      const body = parseOr400(schema, request.body) as Row;
      if (Object.values(body).every((value) => value === undefined)) throw new HttpError(400, 'nothingToChange');
      const { updated, existing } = await writeOr409(() =>
        context.db.transaction().execute(async (trx) => {
          const existing = await findInScope(trx, def.table, principal, id);
          if (!existing) throw new HttpError(404, 'noRecord', { params: { entity: def.entity, id } });
          const writer: WriteContext = {
            db: trx,
            principal,
            refs: await loadRefs(trx, principal, body),
            now: new Date().toISOString(),
          };
          const changes: Row = { ...toColumns(fields, body), ...(hasUpdatedAt ? { updated_at: writer.now } : {}) };
          Object.assign(changes, await def.beforeUpdate?.(existing, changes, writer));
          await loose(trx).updateTable(def.table).set(changes).where('id', '=', id).execute();
          const row = await loose(trx).selectFrom(def.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
          await audit(writer, id, 'update', row, existing);
          return { updated: row, existing };
        }),
      );
      await def.afterCommit?.(existing, updated, context);
      return fromRow(fields, updated);
    });
  }

  if (def.remove) {
    app.delete(`${base}/:id`, async (request) => {
      const principal = await authorize(request, context, `${def.name}:delete`);
      const id = idParam(request);
      const removed = await writeOr409(() =>
        context.db.transaction().execute(async (trx) => {
          const existing = await findInScope(trx, def.table, principal, id);
          if (!existing) throw new HttpError(404, 'noRecord', { params: { entity: def.entity, id } });
          const writer: WriteContext = { db: trx, principal, refs: {}, now: new Date().toISOString() };
          await def.beforeDelete?.(existing, writer);
          await loose(trx).deleteFrom(def.table).where('id', '=', id).execute();
          await audit(writer, id, 'delete', existing, existing);
          return existing;
        }),
      );
      await def.afterCommit?.(removed, undefined, context);
      return fromRow(fields, removed);
    });
  }
}
