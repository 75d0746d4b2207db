/** Allowed senders of a location's address: add and remove (administrators, audited). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS } from '../../../../common/api-paths.js';
import { mailSender, mailSenderCreate, type MailSender } from '../../../../common/schemas/mail-intake.js';
import type { AppContext } from '../../../context.js';
import { HttpError } from '../../../errors.js';
import { route } from '../../../http/route.js';
import { scopeCondition } from '../../../auth/scope.js';
import { mailDb } from '../../../mail-intake/mail-tables.js';
import { locationInScope } from './location-in-scope.js';
import { recordMailIntakeChange } from './mail-intake-audit.js';

export function senderRoutes(app: FastifyInstance, context: AppContext): void {
  route(app, context, {
    method: 'POST',
    url: API_PATHS.mailIntake.senders,
    action: 'mail-intake:senders',
    summary: "Allow a sender to mail documents to a location's address (besides its uploaders)",
    tags: ['mail-intake'],
    body: mailSenderCreate,
    answer: mailSender,
    status: 201,
    handle: async ({ principal, id, body }, _request, reply): Promise<MailSender> => {
      const location = await locationInScope(context, principal, id);
      const row = { id: randomUUID(), email: body.email, created_at: new Date().toISOString() };
      const added = await context.db.transaction().execute(async (trx) => {
        const result = await mailDb(trx)
          .insertInto('mail_sender')
          .values({ ...row, location_id: location.id, tenant_id: location.tenant_id, added_by: principal.id })
          .onConflict((c) => c.columns(['location_id', 'email']).doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await recordMailIntakeChange(trx, principal, location, 'allow-mail-sender', {
          mailSender: { from: null, to: body.email },
        });
        return true;
      });
      if (!added) throw new HttpError(409, 'duplicate');
      reply.code(201);
      return { id: row.id, email: row.email, createdAt: row.created_at };
    },
  });

  route(app, context, {
    method: 'DELETE',
    url: API_PATHS.mailIntake.sender,
    action: 'mail-intake:senders',
    summary: "No longer allow a sender to mail documents to a location's address",
    tags: ['mail-intake'],
    answer: z.object({ id: z.string() }),
    handle: async ({ principal, id }) => {
      const sender = await mailDb(context.db)
        .selectFrom('mail_sender')
        .innerJoin('location', 'location.id', 'mail_sender.location_id')
        .select(['mail_sender.id', 'mail_sender.email', 'mail_sender.location_id', 'mail_sender.tenant_id'])
        .where('mail_sender.id', '=', id)
        .where(scopeCondition('location', principal.grants))
        .executeTakeFirst();
      if (!sender) throw new HttpError(404, 'noRecord', { params: { entity: 'sender', id } });
      await context.db.transaction().execute(async (trx) => {
        await mailDb(trx).deleteFrom('mail_sender').where('id', '=', id).execute();
        await recordMailIntakeChange(
          trx,
          principal,
          { id: sender.location_id, tenant_id: sender.tenant_id },
          'remove-mail-sender',
          { mailSender: { from: sender.email, to: null } },
        );
      });
      return { id };
    },
  });
}
