/**
 * The digest, retried while mail cannot leave (the SMTP server down or refusing): the run that
 * failed for someone tries again after a pause that doubles up to a ceiling, a bounded number of
 * times, within the same scheduled run (so on the one server that runs it). Each try sends only
 * what no earlier try sent (sendDigests marks each email's notices), so nobody gets one twice;
 * what is still unsent after the last try goes out with the next day's digest.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailSender } from '../../mail/mail-sender.js';
import { sendDigests, type DigestOptions, type DigestResult } from './digest.js';

export interface DigestRetry {
  /** The pause before the first retry, in ms; each next one doubles. */
  firstDelayMs: number;
  /** The longest pause, in ms. */
  maxDelayMs: number;
  /** Retries after the first try. */
  retries: number;
}

/** Pauses of 30 s, 1, 2, 4, 8 and 10 min: about 25 min in all, well within the scheduled run's hour. */
export const DEFAULT_DIGEST_RETRY: DigestRetry = { firstDelayMs: 30_000, maxDelayMs: 600_000, retries: 6 };

export interface RetryLog {
  info(payload: object, message: string): void;
  warn(payload: object, message: string): void;
  error(payload: object, message: string): void;
}

export interface RetriedDigestResult extends DigestResult {
  /** Tries made (1 when the first one sent everything). */
  tries: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sendDigestsRetrying(
  db: Kysely<Database>,
  sender: MailSender,
  options: DigestOptions & { log?: RetryLog; retry?: DigestRetry; stopped?: () => boolean } = {},
): Promise<RetriedDigestResult> {
  const retry = options.retry ?? DEFAULT_DIGEST_RETRY;
  const total: RetriedDigestResult = { sent: 0, notices: 0, failed: 0, tries: 0 };
  let delay = retry.firstDelayMs;
  for (;;) {
    const result = await sendDigests(db, sender, new Date(), options);
    total.tries += 1;
    total.sent += result.sent;
    total.notices += result.notices;
    total.failed = result.failed;
    if (result.failed === 0 || total.tries > retry.retries || options.stopped?.()) return total;
    options.log?.warn(
      { failed: result.failed, try: total.tries, retryInMs: delay },
      'digest emails failed; retrying after a pause',
    );
    await pause(delay);
    delay = Math.min(delay * 2, retry.maxDelayMs);
  }
}
