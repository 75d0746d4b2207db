/** The latest refused messages, for the administrator's file uploads screen (in scope). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_PATHS } from '../../../../common/api-paths.js';
import { mailRefusalList, type MailRefusal } from '../../../../common/schemas/mail-intake.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { mailDb } from '../../../mail-intake/mail-tables.js';

/** The screen shows the latest ones; older refusals stay in the table. */
const SHOWN = 200;

export function refusalRoutes(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.mailIntake.refusals,
    action: 'mail-intake:refusals',
    summary: 'The latest messages refused by the mail intake, with their reasons',
    tags: ['mail-intake'],
    answer: mailRefusalList,
    handle: async ({ principal }): Promise<MailRefusal[]> => {
      const everything = principal.grants.some((grant) => grant.kind === 'all');
      const tenants = principal.grants.flatMap((grant) => (grant.kind === 'tenant' ? [grant.tenantId] : []));
      let rows = mailDb(context.db)
        .selectFrom('mail_refusal as r')
        .leftJoin('location as l', 'l.id', 'r.location_id')
        .select([
          'r.id',
          'r.tenant_id',
          'r.location_id',
          'l.name as location_name',
          'r.recipient',
          'r.sender',
          'r.message_id',
          'r.code',
          'r.reason',
          'r.created_at',
        ])
        .orderBy('r.created_at', 'desc')
        .limit(SHOWN);
      // Unknown addresses belong to no tenant: only a caller who sees everything sees them.
      if (!everything)
        rows = tenants.length ? rows.where('r.tenant_id', 'in', tenants) : rows.where(sql<boolean>`1 = 0`);
      return (await rows.execute()).map((row) => ({
        id: row.id,
        tenantId: row.tenant_id,
        locationId: row.location_id,
        locationName: row.location_name,
        recipient: row.recipient,
        sender: row.sender,
        messageId: row.message_id,
        code: Number(row.code),
        reason: row.reason as MailRefusal['reason'],
        createdAt: row.created_at,
      }));
    },
  });
}
