/**
 * How the server sends email: one small interface, so the digest does not care whether mail
 * leaves by SMTP or lands in a local file in development (create-mail-sender.ts chooses).
 */

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
