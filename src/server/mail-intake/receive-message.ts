/**
 * One received message for one location, from sender check to stored documents. Every usable
 * attachment goes through the tus intake's own finisher (services/uploads/finish-upload.ts:
 * sniffing, size limit, duplicate by SHA-256, durable storage, one transaction with its
 * document), under an intake row whose id is derived from the message row and the attachment's
 * position. So a message received again after a crash (same Message-ID) finds the attachments
 * already committed settled, and finishes only the rest: exactly one upload per attachment. The
 * caller answers 250 only when this returns, that is after every attachment is committed.
 */
import { createHash, randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Attachment, ParsedMail } from 'mailparser';
import { typeAllowed, type IntakeResult } from '../../common/uploads.js';
import type { AppContext } from '../context.js';
import { sniffType } from '../storage/sniff-type.js';
import { finishUpload, type FinishDeps, type UploadOrigin } from '../services/uploads/finish-upload.js';
import { intakeDb } from '../services/uploads/intake-records.js';
import { readUploadSettings } from '../services/uploads/upload-settings.js';
import type { TextJobs } from '../text/text-jobs.js';
import { mailDb } from './mail-tables.js';
import { recordRefusal } from './refusals.js';
import { authenticated, senderAccount } from './senders.js';
import { accepted, refusals, type SmtpAnswer } from './smtp-answer.js';

export interface ReceiveDeps {
  context: Pick<AppContext, 'db' | 'engine' | 'files'>;
  textJobs?: Pick<TextJobs, 'enqueue'>;
  /** Where attachments wait between parsing and the store (removed in any case). */
  workDir: string;
  requireAuthenticated: boolean;
}

export interface ReceivedMessage {
  location: { id: string; tenant_id: string };
  recipient: string;
  envelopeSender: string;
  parsed: ParsedMail;
  raw: Buffer;
}

/** Only documents come by mail: PDF and images, as far as the intake's settings allow them. */
const mailable = (type: string) => type === 'application/pdf' || type.startsWith('image/');

/** A stable id (UUID-shaped) for one attachment of one message row. */
function attachmentIntakeId(messageRowId: string, index: number): string {
  const hex = createHash('sha256').update(`${messageRowId}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

function fileNameOf(attachment: Attachment, index: number, type: string): string {
  const given = (attachment.filename ?? '')
    .replace(/[\\/]/g, '_')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return given || `attachment-${index + 1}.${EXTENSIONS[type] ?? type.split('/')[1] ?? 'bin'}`;
}

function senderOf(message: ReceivedMessage): string {
  return (message.parsed.from?.value[0]?.address ?? message.envelopeSender).toLowerCase();
}

function firstAuthResults(parsed: ParsedMail): string | undefined {
  return parsed.headerLines.find((line) => line.key === 'authentication-results')?.line.replace(/^[^:]*:/, '');
}

interface Usable {
  file: string;
  name: string;
  size: number;
}

/** Writes each attachment out, sniffs it and keeps those the intake will take. */
async function usableAttachments(
  deps: ReceiveDeps,
  parsed: ParsedMail,
): Promise<{ usable: Usable[]; types: string[] }> {
  const settings = await readUploadSettings(deps.context.db);
  const types = settings.allowedTypes.filter((type) => mailable(type) || type === 'image/*');
  const usable: Usable[] = [];
  await fsp.mkdir(deps.workDir, { recursive: true });
  for (const [index, attachment] of parsed.attachments.entries()) {
    // Pictures a message's HTML shows (a signature's logo) are part of the text, not documents.
    if (attachment.related) continue;
    const size = attachment.content.length;
    if (size === 0 || size > settings.uploadMaxBytes) continue;
    const file = path.join(deps.workDir, randomUUID());
    await fsp.writeFile(file, attachment.content);
    const type = await sniffType(file);
    if (type && mailable(type) && typeAllowed(type, settings.allowedTypes)) {
      usable.push({ file, name: fileNameOf(attachment, index, type), size });
    } else {
      await fsp.rm(file, { force: true });
    }
  }
  return { usable, types };
}

async function messageRow(deps: ReceiveDeps, message: ReceivedMessage, messageId: string, sender: string) {
  const mail = mailDb(deps.context.db);
  const now = new Date().toISOString();
  await mail
    .insertInto('mail_message')
    .values({
      id: randomUUID(),
      location_id: message.location.id,
      tenant_id: message.location.tenant_id,
      message_id: messageId,
      sender,
      status: 'receiving',
      created_at: now,
      updated_at: now,
    })
    .onConflict((c) => c.columns(['location_id', 'message_id']).doNothing())
    .execute();
  return mail
    .selectFrom('mail_message')
    .select(['id', 'status'])
    .where('location_id', '=', message.location.id)
    .where('message_id', '=', messageId)
    .executeTakeFirstOrThrow();
}

export async function receiveMessage(deps: ReceiveDeps, message: ReceivedMessage): Promise<SmtpAnswer> {
  const { db } = deps.context;
  const sender = senderOf(message);
  const messageId =
    message.parsed.messageId?.slice(0, 900) ?? `sha256:${createHash('sha256').update(message.raw).digest('hex')}`;
  const refuse = async (reason: 'sender' | 'unauthenticated' | 'noAttachment', answer: SmtpAnswer) => {
    await recordRefusal(db, {
      tenantId: message.location.tenant_id,
      locationId: message.location.id,
      recipient: message.recipient,
      sender,
      messageId,
      code: answer.code,
      reason,
    });
    return answer;
  };

  if (deps.requireAuthenticated && !authenticated(firstAuthResults(message.parsed)))
    return refuse('unauthenticated', refusals.unauthenticated());
  const account = await senderAccount(db, message.location.id, sender);
  if (!account) return refuse('sender', refusals.sender(sender));

  const done = await mailDb(db)
    .selectFrom('mail_message')
    .select('status')
    .where('location_id', '=', message.location.id)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  if (done?.status === 'accepted') return accepted('2.0.0 Already received: nothing new stored');

  const { usable, types } = await usableAttachments(deps, message.parsed);
  try {
    if (usable.length === 0) return await refuse('noAttachment', refusals.noAttachment(types));
    const row = await messageRow(deps, message, messageId, sender);
    const origin: UploadOrigin = {
      source: 'email',
      sender,
      note: message.parsed.text?.trim().slice(0, 4000) || null,
    };
    const waiting = new Map<string, string>();
    const finishDeps: FinishDeps = {
      db,
      engine: deps.context.engine,
      storage: deps.context.files,
      hashedDigest: () => undefined,
      discardIncoming: async (intakeId) => {
        const file = waiting.get(intakeId);
        if (file) await fsp.rm(file, { force: true });
      },
      queueText: deps.textJobs?.enqueue,
      originOf: (intakeId) => (waiting.has(intakeId) ? origin : undefined),
    };
    const results: IntakeResult[] = [];
    for (const [index, attachment] of usable.entries()) {
      const intakeId = attachmentIntakeId(row.id, index);
      waiting.set(intakeId, attachment.file);
      const now = new Date().toISOString();
      await intakeDb(db)
        .insertInto('upload_intake')
        .values({
          id: intakeId,
          tenant_id: message.location.tenant_id,
          location_id: message.location.id,
          uploader_id: account.uploaderId,
          file_name: attachment.name,
          size: attachment.size,
          status: 'receiving',
          result: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((c) => c.column('id').doNothing())
        .execute();
      results.push(await finishUpload(finishDeps, intakeId, async () => attachment.file, attachment.size));
    }
    await mailDb(db)
      .updateTable('mail_message')
      .set({ status: 'accepted', updated_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    const stored = results.filter((result) => result.status === 'accepted').length;
    const known = results.filter((result) => result.status === 'duplicate').length;
    return accepted(`2.0.0 Received: ${stored} document(s) stored, ${known} already known`);
  } finally {
    await Promise.all(usable.map((attachment) => fsp.rm(attachment.file, { force: true })));
  }
}
