/** The mail sender the environment asks for: SMTP when SMTP_URL is set (nodemailer), else a file under the data directory. */
import path from 'node:path';
import { fileMailSender } from './file-mail-sender.js';
import type { MailSender } from './mail-sender.js';
import { smtpMailSender } from './smtp-mail-sender.js';

export interface MailConfig {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
}

export function createMailSender(config: MailConfig): MailSender {
  if (config.smtpUrl) return smtpMailSender(config.smtpUrl, config.mailFrom);
  return fileMailSender(path.join(config.dataDir, 'mail', 'outbox.txt'), config.mailFrom);
}
