/**
 * Development mail: each message is appended to a text file under the data directory (e.g.
 * data/mail/outbox.txt), so a developer reads the digest without a mail server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailSender } from './mail-sender.js';

export function fileMailSender(file: string, from: string): MailSender {
  return {
    describe: `file ${file}`,
    async send(mail) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      const message = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Date: ${new Date().toUTCString()}`,
        `Subject: ${mail.subject}`,
        '',
        mail.text,
        '',
        '-----',
        '',
      ].join('\n');
      await fs.appendFile(file, message, 'utf8');
    },
  };
}
