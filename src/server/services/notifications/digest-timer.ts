/**
 * Schedules the daily digest with the scheduler (jobs/scheduler.ts), like the upload sweep: one
 * run per day, in a slot that begins at the configured UTC hour, on one server however many
 * there are. A second run the same day would find nothing new anyway (notices are marked
 * digested).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { MailSender } from '../../mail/mail-sender.js';
import { sendDigests } from './digest.js';

export interface DigestSchedule {
  sender: MailSender;
  appUrl: string;
  /** The UTC hour at which the day's digest goes out. */
  hourUtc: number;
}

const DAY_MS = 24 * 3_600_000;

export function scheduleDigests(app: FastifyInstance, context: AppContext, schedule: DigestSchedule): void {
  context.scheduler.every(
    'daily-digest',
    DAY_MS,
    async () => {
      const result = await sendDigests(context.db, schedule.sender, new Date(), {
        appUrl: schedule.appUrl,
        log: app.log,
      });
      app.log.info(result, 'daily digest sent');
    },
    { offsetMs: schedule.hourUtc * 3_600_000 },
  );
  app.addHook('onClose', async () => {
    schedule.sender.close?.();
  });
}
