/**
 * How the server sends email: one small interface, so the digest does not care whether mail
 * leaves by SMTP (SMTP_URL set, through nodemailer) or lands in a local file in development.
 */
import path from 'node:path';
import { fileMailSender } from './file-mail-sender.js';
import { smtpMailSender } from './smtp-mail-sender.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  /** Where mail goes, for the start-up log (never the password). */
  readonly describe: string;
  send(mail: Mail): Promise<void>;
  close?(): void;
}

export interface MailConfig {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
}

export function createMailSender(config: MailConfig): MailSender {
  if (config.smtpUrl) return smtpMailSender(config.smtpUrl, config.mailFrom);
  return fileMailSender(path.join(config.dataDir, 'mail', 'outbox.txt'), config.mailFrom);
}
