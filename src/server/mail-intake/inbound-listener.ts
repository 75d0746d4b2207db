/**
 * The inbound SMTP listener (smtp-server), inside the API process when INBOUND_SMTP_PORT is set.
 * It speaks to the operator's mail relay, which does TLS, spam filtering and DKIM/SPF checks in
 * front of it. RCPT TO refuses an unknown address at once (550); DATA reads the message (up to
 * the size limit: 552 beyond it), parses it with mailparser and hands it to receiveMessage. The
 * answer waits for every attachment to be committed, so 250 means stored. A fault answers 451
 * (the sender tries again later) and is logged: nothing here may take the API process down.
 */
import fsp from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { AppContext } from '../context.js';
import type { TextJobs } from '../text/text-jobs.js';
import { locationOfLocalPart } from './mailbox.js';
import { recordRefusal } from './refusals.js';
import { receiveMessage } from './receive-message.js';
import { refusals, type SmtpAnswer } from './smtp-answer.js';

export interface InboundMailOptions {
  /** 0: any free port (tests). */
  port: number;
  host: string;
  /** The domain of every location's address (INBOUND_DOMAIN). */
  domain: string;
  /** The largest message taken, in bytes (INBOUND_MAX_BYTES). */
  maxBytes: number;
  /** Refuse unless the relay's Authentication-Results say dkim=pass or spf=pass. */
  requireAuthenticated: boolean;
  workDir: string;
}

export interface InboundMail {
  listen(): Promise<number>;
  /** The port it listens on (after listen). */
  port(): number;
  close(): Promise<void>;
}

interface Log {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

type Location = { id: string; tenant_id: string; name: string };

function smtpError(answer: SmtpAnswer): Error {
  return Object.assign(new Error(answer.text), { responseCode: answer.code });
}

/** The whole message, at most limit bytes kept (the rest is read and dropped, to answer 552). */
async function readMessage(stream: SMTPServerDataStream, limit: number): Promise<{ raw: Buffer; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let tooLarge = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (tooLarge || kept + chunk.length > limit) {
      tooLarge = true;
      continue;
    }
    chunks.push(chunk);
    kept += chunk.length;
  }
  return { raw: Buffer.concat(chunks), tooLarge: tooLarge || stream.sizeExceeded };
}

/** Attachments a crashed process left between parsing and the store (the sender sends again). */
async function clearLeftovers(workDir: string, olderThanMs = 3_600_000): Promise<void> {
  const names = await fsp.readdir(workDir).catch(() => [] as string[]);
  const before = Date.now() - olderThanMs;
  for (const name of names) {
    const file = path.join(workDir, name);
    const stat = await fsp.stat(file).catch(() => undefined);
    if (stat && stat.mtimeMs < before) await fsp.rm(file, { force: true });
  }
}

export function openInboundMail(
  context: Pick<AppContext, 'db' | 'engine' | 'files'>,
  textJobs: Pick<TextJobs, 'enqueue'> | undefined,
  options: InboundMailOptions,
  log: Log,
): InboundMail {
  const domain = options.domain.toLowerCase();
  const locations = new WeakMap<SMTPServerSession, Location>();
  const refuseQuietly = (refusal: Parameters<typeof recordRefusal>[1]) =>
    recordRefusal(context.db, refusal).catch((error: unknown) =>
      log.error({ err: error }, 'mail refusal not recorded'),
    );

  const server = new SMTPServer({
    name: domain,
    banner: 'DBBS document intake',
    size: options.maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 5000,
    onRcptTo(address, session, callback) {
      const recipient = address.address.toLowerCase();
      const at = recipient.lastIndexOf('@');
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const lookup =
        at > 0 && recipient.slice(at + 1) === domain
          ? locationOfLocalPart(context.db, recipient.slice(0, at))
          : Promise.resolve(undefined);
      lookup.then(
        async (location) => {
          if (!location) {
            await refuseQuietly({
              tenantId: null,
              locationId: null,
              recipient,
              sender,
              messageId: null,
              code: 550,
              reason: 'unknownAddress',
            });
            return callback(smtpError(refusals.unknownAddress(recipient)));
          }
          const earlier = locations.get(session);
          if (earlier && earlier.id !== location.id) return callback(smtpError(refusals.oneLocation()));
          locations.set(session, location);
          callback();
        },
        (error: unknown) => {
          log.error({ err: error }, 'inbound mail: recipient lookup failed');
          callback(smtpError(refusals.tryLater()));
        },
      );
    },
    onData(stream, session, callback) {
      const receive = async (): Promise<SmtpAnswer> => {
        const { raw, tooLarge } = await readMessage(stream, options.maxBytes);
        const location = locations.get(session);
        const recipient = session.envelope.rcptTo[0]?.address ?? '';
        const envelopeSender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        if (!location) return refusals.unknownAddress(recipient);
        if (tooLarge) {
          await refuseQuietly({
            tenantId: location.tenant_id,
            locationId: location.id,
            recipient,
            sender: envelopeSender,
            messageId: null,
            code: 552,
            reason: 'tooLarge',
          });
          return refusals.tooLarge(options.maxBytes);
        }
        const parsed = await simpleParser(raw, { skipHtmlToText: false });
        return receiveMessage(
          { context, textJobs, workDir: options.workDir, requireAuthenticated: options.requireAuthenticated },
          { location, recipient, envelopeSender, parsed, raw },
        );
      };
      receive().then(
        (answer) => (answer.code === 250 ? callback(null, answer.text) : callback(smtpError(answer))),
        (error: unknown) => {
          log.error({ err: error }, 'inbound mail: message not received');
          // The stream must be drained before answering, or the client waits for ever.
          stream.resume();
          callback(smtpError(refusals.tryLater()));
        },
      );
    },
  });
  // A broken connection or a socket error is the client's problem, logged, never thrown.
  server.on('error', (error) => log.warn({ err: error }, 'inbound mail: connection error'));

  return {
    listen: () =>
      new Promise<number>((resolve, reject) => {
        void clearLeftovers(options.workDir).catch((error: unknown) =>
          log.warn({ err: error }, 'inbound mail: leftovers not cleared'),
        );
        const onError = (error: Error) => reject(error);
        server.server.once('error', onError);
        server.listen(options.port, options.host, () => {
          server.server.off('error', onError);
          resolve((server.server.address() as AddressInfo).port);
        });
      }),
    port: () => (server.server.address() as AddressInfo | null)?.port ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
