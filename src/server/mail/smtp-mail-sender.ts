/** Mail over SMTP with nodemailer (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender.js';

export function smtpMailSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(url);
  const { hostname, port } = new URL(url);
  return {
    describe: `SMTP ${hostname}:${port}`,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
