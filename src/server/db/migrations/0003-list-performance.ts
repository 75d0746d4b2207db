/**
 * The document list at a million rows (issue 4, item 9), on both engines.
 *
 * - Indexes that end in the list's full sort key (created_at, id), so a page filtered by
 *   status (inside a tenant or location scope, or none) is read in index order and stops
 *   after its 50 rows. They replace the (…, created_at) indexes of 0002, which they extend.
 * - document_count: the number of documents per (tenant, location, status), kept exact by
 *   triggers in the same transaction as every insert, update and delete, whoever writes.
 *   x-total-count sums a few of its rows instead of counting every matching document; the
 *   data scope and the filters still apply in SQL, to the same tenant and location columns.
 */
import { sql, type Kysely } from 'kysely';
import {
  createIndex,
  createStatementTrigger,
  dropTrigger,
  isPostgres,
  required,
  run,
  scopeCopy,
} from './schema-parts.js';

const REPLACED = [
  ['document_status_created_idx', 'document_status_created_id_idx', ['status', 'created_at', 'id']],
  [
    'document_tenant_status_created_idx',
    'document_tenant_status_created_id_idx',
    ['tenant_id', 'status', 'created_at', 'id'],
  ],
  [
    'document_location_status_created_idx',
    'document_location_status_created_id_idx',
    ['location_id', 'status', 'created_at', 'id'],
  ],
  ['document_created_idx', 'document_created_id_idx', ['created_at', 'id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [old, name, columns] of REPLACED) {
    await createIndex(db, name, 'document', columns);
    await db.schema.dropIndex(old).execute();
  }

  await db.schema
    .createTable('document_count')
    .$call(scopeCopy)
    .addColumn('status', 'text', required)
    .addColumn('n', 'bigint', required)
    .addPrimaryKeyConstraint('document_count_pk', ['tenant_id', 'location_id', 'status'])
    .execute();
  await sql`insert into document_count (tenant_id, location_id, status, n)
    select tenant_id, location_id, status, count(*) from document group by tenant_id, location_id, status`.execute(db);

  if (isPostgres(db)) {
    // Statement triggers with transition tables: a batched insert of 1000 rows costs one
    // grouped upsert, not 1000. Keys are upserted in order so concurrent writers lock alike.
    const apply = (rows: string) => `
      insert into document_count (tenant_id, location_id, status, n)
        select tenant_id, location_id, status, sum(c) from (${rows}) d
        group by tenant_id, location_id, status having sum(c) <> 0
        order by tenant_id, location_id, status
      on conflict (tenant_id, location_id, status) do update set n = document_count.n + excluded.n`;
    const body = {
      insert: apply('select tenant_id, location_id, status, 1 as c from document_count_new'),
      delete: apply('select tenant_id, location_id, status, -1 as c from document_count_old'),
      update: apply(
        'select tenant_id, location_id, status, 1 as c from document_count_new union all select tenant_id, location_id, status, -1 from document_count_old',
      ),
    };
    for (const op of ['insert', 'delete', 'update'] as const) {
      await createStatementTrigger(
        db,
        { name: `document_count_${op}`, op, table: 'document', statement: body[op] },
        { old: 'document_count_old', new: 'document_count_new' },
      );
    }
  } else {
    const add = (row: 'new') => `insert into document_count (tenant_id, location_id, status, n)
      values (${row}.tenant_id, ${row}.location_id, ${row}.status, 1)
      on conflict (tenant_id, location_id, status) do update set n = n + 1;`;
    const remove = (row: 'old') => `update document_count set n = n - 1
      where tenant_id = ${row}.tenant_id and location_id = ${row}.location_id and status = ${row}.status;`;
    await run(
      db,
      `create trigger document_count_insert after insert on document begin ${add('new')} end`,
      `create trigger document_count_delete after delete on document begin ${remove('old')} end`,
      `create trigger document_count_update after update of tenant_id, location_id, status on document
        when old.tenant_id is not new.tenant_id or old.location_id is not new.location_id or old.status is not new.status
        begin ${remove('old')} ${add('new')} end`,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const op of ['insert', 'delete', 'update']) await dropTrigger(db, `document_count_${op}`, 'document');
  await db.schema.dropTable('document_count').execute();
  for (const [old, name, columns] of REPLACED) {
    await createIndex(db, old, 'document', columns.slice(0, -1)); // without the id
    await db.schema.dropIndex(name).execute();
  }
}
