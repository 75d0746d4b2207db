/**
 * Schedules the daily digest with the scheduler (jobs/scheduler.ts), like the upload sweep: one
 * run per day, in a slot that begins at the configured UTC hour, on one server however many
 * there are. A second run the same day would find nothing new anyway (notices are marked
 * digested). Emails that fail are retried with a growing pause within the run (digest-retry.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { MailSender } from '../../mail/mail-sender.js';
import { sendDigestsRetrying, type DigestRetry } from './digest-retry.js';

export interface DigestSchedule {
  sender: MailSender;
  appUrl: string;
  /** The UTC hour at which the day's digest goes out. */
  hourUtc: number;
  /** How a failed send is retried (default: digest-retry.ts's). */
  retry?: DigestRetry;
}

const DAY_MS = 24 * 3_600_000;

export function scheduleDigests(app: FastifyInstance, context: AppContext, schedule: DigestSchedule): void {
  let closing = false;
  context.scheduler.every(
    'daily-digest',
    DAY_MS,
    async () => {
      const result = await sendDigestsRetrying(context.db, schedule.sender, {
        appUrl: schedule.appUrl,
        log: app.log,
        retry: schedule.retry,
        stopped: () => closing,
      });
      if (result.failed > 0) app.log.error(result, 'daily digest: some emails still unsent, left for the next run');
      else app.log.info(result, 'daily digest sent');
    },
    { offsetMs: schedule.hourUtc * 3_600_000 },
  );
  app.addHook('onClose', async () => {
    closing = true;
    schedule.sender.close?.();
  });
}
