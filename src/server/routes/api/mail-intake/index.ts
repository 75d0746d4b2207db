/**
 * /api/mail-intake: documents by email.
 *   GET    /api/mail-intake/locations/:id          the location's address (made on first ask);
 *                                                  its allowed senders for administrators
 *   POST   /api/mail-intake/locations/:id/rotate   a new address, the old one refuses mail (audited)
 *   POST   /api/mail-intake/locations/:id/senders  allow a sender besides the uploaders (audited)
 *   DELETE /api/mail-intake/senders/:id            no longer allowed (audited)
 *   GET    /api/mail-intake/refusals               the latest refused messages, with their reasons
 * The listener itself is mail-intake/inbound-listener.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { mailboxRoutes } from './mailbox-routes.js';
import { refusalRoutes } from './refusal-routes.js';
import { senderRoutes } from './sender-routes.js';

export function mailIntakeRoutes(app: FastifyInstance, context: AppContext, domain: string | undefined): void {
  mailboxRoutes(app, context, domain);
  senderRoutes(app, context);
  refusalRoutes(app, context);
}
