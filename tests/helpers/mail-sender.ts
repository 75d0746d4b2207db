/** Sends a message to a test's inbound SMTP listener with Nodemailer; resolves with the answer. */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

export interface MailAnswer {
  code: number;
  text: string;
}

export async function sendMail(port: number, message: Mail.Options): Promise<MailAnswer> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 30_000,
    socketTimeout: 60_000,
  });
  try {
    const info = (await transport.sendMail(message)) as { response: string };
    return { code: Number(info.response.slice(0, 3)), text: info.response };
  } catch (error) {
    const failed = error as { responseCode?: number; response?: string; message: string };
    return { code: failed.responseCode ?? 0, text: failed.response ?? failed.message };
  } finally {
    transport.close();
  }
}
