/** Mail over SMTP with nodemailer (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender.js';

export function smtpMailSender(url: string, from: string): MailSender {
  // Bounded waits: an unreachable server fails the send in seconds (the digest retries it) rather than minutes.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const { hostname, port } = new URL(url);
  return {
    describe: `SMTP ${hostname}:${port}`,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
