/** A location's inbound address: read (uploaders and administrators), rotate (administrators). */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../../common/api-paths.js';
import { locationMailbox, type LocationMailbox } from '../../../../common/schemas/mail-intake.js';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { addressOf, ensureMailbox, rotateMailbox } from '../../../mail-intake/mailbox.js';
import { listSenders } from '../../../mail-intake/sender-list.js';
import { locationInScope } from './location-in-scope.js';
import { recordMailIntakeChange } from './mail-intake-audit.js';

export function mailboxRoutes(app: FastifyInstance, context: AppContext, domain: string | undefined): void {
  route(app, context, {
    method: 'GET',
    url: API_PATHS.mailIntake.location,
    action: 'mail-intake:address',
    summary: "A location's address for documents by email (null when mail intake is off)",
    tags: ['mail-intake'],
    answer: locationMailbox,
    handle: async ({ principal, id }): Promise<LocationMailbox> => {
      const location = await locationInScope(context, principal, id);
      const address = domain ? addressOf(await ensureMailbox(context.db, location), domain) : null;
      const senders = principal.may('mail-intake:senders') ? await listSenders(context.db, location.id) : undefined;
      return { locationId: location.id, address, ...(senders ? { senders } : {}) };
    },
  });

  route(app, context, {
    method: 'POST',
    url: API_PATHS.mailIntake.rotate,
    action: 'mail-intake:rotate',
    summary: 'Give a location a new address for documents by email; the old one refuses mail',
    tags: ['mail-intake'],
    answer: locationMailbox,
    handle: async ({ principal, id }): Promise<LocationMailbox> => {
      const location = await locationInScope(context, principal, id);
      const rotated = await context.db.transaction().execute(async (trx) => {
        const change = await rotateMailbox(trx, location);
        const shown = (part: string | null) => (part && domain ? addressOf(part, domain) : part);
        await recordMailIntakeChange(trx, principal, location, 'rotate-mail-address', {
          mailAddress: { from: shown(change.from), to: shown(change.to) },
        });
        return change.to;
      });
      return {
        locationId: location.id,
        address: domain ? addressOf(rotated, domain) : null,
        senders: await listSenders(context.db, location.id),
      };
    },
  });
}
