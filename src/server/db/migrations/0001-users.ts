import type { Kysely } from 'kysely';
import { createdAt, createIndex, required, startsAs, tableWithId } from './schema-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'tenant')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'integer', startsAs(1))
    .$call(createdAt)
    .execute();
  await tableWithId(db, 'app_user')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', required)
    .addColumn('roles', 'text', required)
    .addColumn('tenant_id', 'text', (c) => c.references('tenant.id'))
    .addColumn('active', 'integer', startsAs(1))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'app_user_tenant_idx', 'app_user', ['tenant_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_user').execute();
  await db.schema.dropTable('tenant').execute();
}
