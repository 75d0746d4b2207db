/**
 * The REST routes of one resource (list, show, create, update, delete), all declared through
 * route() with the same steps: authorize the action (`<name>:read`, `:create`, `:update`,
 * `:delete`, written here once for every resource), validate the input, apply the data scope
 * in SQL (a record out of scope is 404), write and audit in one transaction. The list is
 * list-resource.ts. Each route's OpenAPI description is its declaration; the record schema is
 * the document's component of the resource (openapi.ts, from app.registeredResources).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/authorize.js';
import type { AppContext } from '../context.js';
import { changedFields, recordAudit } from '../db/audit.js';
import { writeOr409 } from '../db/db-errors.js';
import { loose, type Row } from '../db/loose.js';
import { fieldText, problemMap, type FieldProblems } from '../api-texts.js';
import { HttpError } from '../errors.js';
import { findInScope, recordInScope } from '../auth/find-in-scope.js';
import { readScope, registerListRoute } from './list-resource.js';
import { fieldsOf, fromRow, toColumns } from '../db/record-fields.js';
import { resourceAction, type ResourceDef, type WriteContext } from './resource.js';
import { route } from './route.js';

export function registerResource(app: FastifyInstance, context: AppContext, def: ResourceDef): void {
  app.registeredResources.push(def);
  const fields = fieldsOf(def.record);
  const base = `/api/${def.name}`;
  const one = `${base}/:id`;
  const tags = [def.name];
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

  /** Every referenced record must exist inside the caller's scope; one message either way. */
  const loadRefs = async (db: WriteContext['db'], principal: Principal, body: Row): Promise<Record<string, Row>> => {
    const refs: Record<string, Row> = {};
    const errors: FieldProblems = problemMap();
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

  registerListRoute(app, context, def);

  route(app, context, {
    method: 'GET',
    url: one,
    action: resourceAction(def, 'read'),
    summary: `Show one of ${def.name} in your scope`,
    tags,
    answer: def.record,
    handle: async ({ principal, id }) => {
      const row = await loose(context.db)
        .selectFrom(def.table)
        .selectAll()
        .where('id', '=', id)
        .where(readScope(def, principal))
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'noRecord', { params: { entity: def.entity, id } });
      return fromRow(fields, row);
    },
  });

  if (def.create) {
    route(app, context, {
      method: 'POST',
      url: base,
      action: resourceAction(def, 'create'),
      summary: `Create one of ${def.name}`,
      tags,
      body: def.create,
      answer: def.record,
      status: 201,
      handle: async ({ principal, body: input }, _request, reply) => {
        const body = input as Row;
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
      },
    });
  }

  if (def.update) {
    route(app, context, {
      method: 'PATCH',
      url: one,
      action: resourceAction(def, 'update'),
      summary: `Update one of ${def.name} in your scope`,
      tags,
      body: def.update,
      answer: def.record,
      handle: async ({ principal, id, body: input }) => {
        const body = input as Row;
        if (Object.values(body).every((value) => value === undefined)) throw new HttpError(400, 'nothingToChange');
        const updated = await writeOr409(() =>
          context.db.transaction().execute(async (trx) => {
            const existing: Row = await recordInScope(trx, def.table, principal, id, def.entity);
            const writer: WriteContext = {
              db: trx,
              principal,
              refs: await loadRefs(trx, principal, body),
              now: new Date().toISOString(),
            };
            const changes: Row = { ...toColumns(fields, body), ...(hasUpdatedAt ? { updated_at: writer.now } : {}) };
            Object.assign(changes, await def.beforeUpdate?.(existing, changes, writer));
            await loose(trx).updateTable(def.table).set(changes).where('id', '=', id).execute();
            const row = await loose(trx)
              .selectFrom(def.table)
              .selectAll()
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            await audit(writer, id, 'update', row, existing);
            return row;
          }),
        );
        return fromRow(fields, updated);
      },
    });
  }

  if (def.remove) {
    route(app, context, {
      method: 'DELETE',
      url: one,
      action: resourceAction(def, 'delete'),
      summary: `Delete one of ${def.name} in your scope`,
      tags,
      answer: def.record,
      handle: async ({ principal, id }) => {
        const removed = await writeOr409(() =>
          context.db.transaction().execute(async (trx) => {
            const existing: Row = await recordInScope(trx, def.table, principal, id, def.entity);
            const writer: WriteContext = { db: trx, principal, refs: {}, now: new Date().toISOString() };
            await def.beforeDelete?.(existing, writer);
            await loose(trx).deleteFrom(def.table).where('id', '=', id).execute();
            await audit(writer, id, 'delete', existing, existing);
            return existing;
          }),
        );
        return fromRow(fields, removed);
      },
    });
  }
}
