/**
 * What happens when the last byte of a tus upload has arrived:
 *
 * 1. the file's type is sniffed and its size checked against the settings (refused: deleted);
 * 2. its SHA-256 is computed; a file already accepted in the tenant is reported as a duplicate
 *    of that upload and not stored twice;
 * 3. the file is made durable in storage (fsync, rename, fsync the directory), and only THEN
 * 4. one transaction writes the upload row, its document (status new), the audit events and
 *    the document's "extract text" job, which runs in the background after the answer.
 *
 * If the transaction fails the stored file is removed again, so no row ever points to a missing
 * file. Each step's outcome is kept on the intake row for the browser to read.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { typeAllowed, type IntakeResult } from '../../../common/uploads.js';
import type { Engine } from '../../db/database.js';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/schema.js';
import { sha256OfFile } from '../../storage/hash-file.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { flushFile } from '../../storage/flush-file.js';
import { sniffType } from '../../storage/sniff-type.js';
import { findIntake, resultOf, settleIntake, type UploadIntakeTable } from './intake-records.js';
import { openDocumentFor } from './open-document.js';
import { readUploadSettings } from './upload-settings.js';

export interface FinishDeps {
  db: Kysely<Database>;
  engine: Engine;
  storage: FileStorage;
  /** The SHA-256 computed while the bytes arrived, if all of them came through this process. */
  hashedDigest(tusId: string, size: number): string | undefined;
  /** Forgets the incoming tus upload (its file, if still there, and its description). */
  discardIncoming(tusId: string): Promise<void>;
  /** Queues the document's text extraction in the intake's transaction (runs after the answer). */
  queueText?(trx: Transaction<Database>, documentId: string, tenantId: string): Promise<void>;
  /** Where an upload came from when not the browser (email: its sender and text), for its row. */
  originOf?(tusId: string): UploadOrigin | undefined;
}

export interface UploadOrigin {
  source: 'email';
  sender: string;
  note: string | null;
}

async function earlierUpload(db: Kysely<Database>, tenantId: string, sha256: string) {
  return db
    .selectFrom('upload')
    .select(['id', 'file_name'])
    .where('tenant_id', '=', tenantId)
    .where('sha256', '=', sha256)
    .orderBy('created_at')
    .executeTakeFirst();
}

async function settle(deps: FinishDeps, intake: UploadIntakeTable, result: IntakeResult): Promise<IntakeResult> {
  const wrote = await settleIntake(deps.db, intake.id, result);
  await deps.discardIncoming(intake.id);
  if (wrote) return result;
  const now = await findIntake(deps.db, intake.id);
  return now ? resultOf(now) : result;
}

async function finish(
  deps: FinishDeps,
  tusId: string,
  localFile: () => Promise<string>,
  size: number,
): Promise<IntakeResult> {
  const intake = await findIntake(deps.db, tusId);
  if (!intake) throw new Error(`no intake record for upload ${tusId}`);
  if (intake.status !== 'receiving') return resultOf(intake);
  // Fetched only for an upload still to finish (from the object store, that is a download).
  const filePath = await localFile();

  const settings = await readUploadSettings(deps.db);
  if (size === 0) return settle(deps, intake, { status: 'rejected', tusId, reason: 'empty' });
  // The limit may have been lowered since creation: the setting at completion decides.
  if (size > settings.uploadMaxBytes) {
    return settle(deps, intake, { status: 'rejected', tusId, reason: 'size', limit: settings.uploadMaxBytes });
  }
  const detected = await sniffType(filePath);
  if (!detected || !typeAllowed(detected, settings.allowedTypes)) {
    return settle(deps, intake, {
      status: 'rejected',
      tusId,
      reason: 'type',
      detectedType: detected ?? 'application/octet-stream',
      allowedTypes: settings.allowedTypes,
    });
  }
  // Flushing to disk and hashing (from the page cache) overlap: the disk and the CPU work at once,
  // and the storage's own fsync before its rename then finds nothing left to write.
  const streamed = deps.hashedDigest(tusId, size);
  const [sha256] = await Promise.all([streamed ?? sha256OfFile(filePath), flushFile(filePath)]);
  const earlier = await earlierUpload(deps.db, intake.tenant_id, sha256);
  if (earlier)
    return settle(deps, intake, {
      status: 'duplicate',
      tusId,
      duplicateOf: earlier.id,
      duplicateName: earlier.file_name,
    });

  const uploadId = randomUUID();
  const storageKey = `uploads/${uploadId}`;
  await deps.storage.putFile(storageKey, filePath);
  let result: IntakeResult;
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      if (deps.engine === 'postgres') {
        // Two copies of one file finishing at once in one tenant: the second waits, then sees the first.
        await sql`select pg_advisory_xact_lock(hashtext(${`${intake.tenant_id}:${sha256}`}))`.execute(trx);
      }
      const raced = await earlierUpload(trx, intake.tenant_id, sha256);
      if (raced) return { status: 'duplicate', tusId, duplicateOf: raced.id, duplicateName: raced.file_name } as const;
      const uploader = await trx
        .selectFrom('app_user')
        .select('email')
        .where('id', '=', intake.uploader_id)
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const row = {
        id: uploadId,
        tenant_id: intake.tenant_id,
        location_id: intake.location_id,
        uploader_id: intake.uploader_id,
        file_name: intake.file_name,
        mime_type: detected,
        size,
        sha256,
        storage_key: storageKey,
        status: 'accepted',
        created_at: now,
        ...deps.originOf?.(tusId),
      };
      await trx.insertInto('upload').values(row).execute();
      // The uploader writes the audit events; the intake already proved who it was.
      const actor = { id: intake.uploader_id, email: uploader.email };
      const documentId = await openDocumentFor(trx, row, actor, now);
      await deps.queueText?.(trx, documentId, intake.tenant_id);
      await recordAudit(
        trx,
        {
          actor,
          entity: 'upload',
          entityId: uploadId,
          action: 'create',
          toState: 'accepted',
          tenantId: intake.tenant_id,
        },
        now,
      );
      const accepted: IntakeResult = { status: 'accepted', tusId, uploadId, documentId, mimeType: detected };
      if (!(await settleIntake(trx, tusId, accepted)))
        throw new Error(`upload ${tusId} was settled by another request`);
      return accepted;
    });
  } catch (error) {
    await deps.storage.remove(storageKey);
    const now = await findIntake(deps.db, tusId);
    if (now && now.status !== 'receiving') return resultOf(now);
    throw error;
  }
  if (result.status === 'duplicate') {
    await deps.storage.remove(storageKey);
    return settle(deps, intake, result);
  }
  await deps.discardIncoming(tusId);
  return result;
}

/**
 * One finisher per upload at a time in this process (the final PATCH and a result query may
 * meet). Across servers the intake row decides: only a row still receiving is settled, once.
 */
const running = new Map<string, Promise<IntakeResult>>();

export function finishUpload(
  deps: FinishDeps,
  tusId: string,
  localFile: () => Promise<string>,
  size: number,
): Promise<IntakeResult> {
  const existing = running.get(tusId);
  if (existing) return existing;
  const job = finish(deps, tusId, localFile, size).finally(() => running.delete(tusId));
  running.set(tusId, job);
  return job;
}
