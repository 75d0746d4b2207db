/**
 * The intake's moving parts, built once: the tus server over the incoming uploads (local disk,
 * or the object store so that several servers share them: incoming-uploads.ts), the file
 * storage, the finisher, and the sweep that purges uploads nobody finished (run periodically by
 * the scheduler, once across servers: open-intake.ts). The routes (tus-routes.ts) only authorize and
 * hand requests over.
 */
import type { IncomingMessage } from 'node:http';
import { Server } from '@tus/server';
import type { Kysely } from 'kysely';
import { API_PATHS } from '../../../common/api-paths.js';
import { encodeResultHeader, RESULT_HEADER, type IntakeResult } from '../../../common/uploads.js';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { readStorageConfig, type StorageConfig } from '../../storage/create-storage.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { TextJobs } from '../../text/text-jobs.js';
import { finishUpload, type FinishDeps } from './finish-upload.js';
import { incomingUploads } from '../../storage/incoming-uploads.js';
import type { IntakeConfig } from '../../storage/intake-config.js';
import { intakeDb, settleIntake } from './intake-records.js';
import { readUploadSettings } from './upload-settings.js';
import { sweepOrphanFiles } from '../../storage/orphan-sweep.js';
import { isStoreUnreachable, StoreUnavailableError } from '../../storage/store-unavailable.js';

export interface IntakeService {
  tus: Server;
  storage: FileStorage;
  /** The id the next upload created from this request gets (made and recorded by the route). */
  nameNext(request: IncomingMessage, tusId: string): void;
  /** Finishes an upload whose bytes have all arrived; undefined while some are still missing. */
  completeIncoming(tusId: string): Promise<IntakeResult | undefined>;
  /**
   * The periodic sweep: purges expired unfinished uploads, then removes stored files without an
   * upload row older than the grace period. Returns how many intake rows expired and the
   * removed files' keys.
   */
  sweep(): Promise<{ expired: number; orphans: string[] }>;
  /** Kept for callers of the time the sweep had its own timer; nothing is left to stop. */
  close(): void;
}

export interface IntakeLog {
  error(details: object, message: string): void;
}

interface NodeBacked {
  runtime?: { node?: { req?: IncomingMessage } };
}

export function createIntakeService(
  db: Kysely<Database>,
  engine: Engine,
  storage: FileStorage,
  config: IntakeConfig,
  log: IntakeLog,
  textJobs?: TextJobs,
  incomingStorage: StorageConfig = readStorageConfig(),
): IntakeService {
  const incoming = incomingUploads(config, incomingStorage);
  const names = new WeakMap<IncomingMessage, string>();
  const deps: FinishDeps = {
    db,
    engine,
    storage,
    hashedDigest: (tusId, size) => incoming.digest(tusId, size),
    discardIncoming: (tusId) => incoming.discard(tusId),
    queueText: textJobs?.enqueue,
  };

  const tus = new Server({
    path: API_PATHS.uploads.tus,
    datastore: incoming.datastore,
    relativeLocation: true,
    exposedHeaders: [RESULT_HEADER],
    // Tus-Max-Size in discovery (OPTIONS) and tus's own checks: the limit of the settings, as it is now.
    maxSize: async () => (await readUploadSettings(db)).uploadMaxBytes,
    namingFunction: (req) => {
      const node = (req as unknown as NodeBacked).runtime?.node?.req;
      const id = node ? names.get(node) : undefined;
      // Only the create route names uploads; a request that reached tus otherwise is a bug.
      if (!id) throw new Error('upload created outside the create route');
      return id;
    },
    // The object store down (a part, the finished file): 503, nothing recorded; the client resumes later.
    onResponseError: (_req, error) =>
      isStoreUnreachable(error) ? { status_code: 503, body: new StoreUnavailableError(error).message } : undefined,
    onUploadFinish: async (_req, upload) => {
      const result = await finishUpload(
        deps,
        upload.id,
        () => incoming.localFile(upload.id),
        upload.size ?? upload.offset,
      );
      return { headers: { [RESULT_HEADER]: encodeResultHeader(result) } };
    },
  });

  const completeIncoming = async (tusId: string) => {
    let upload;
    try {
      upload = await incoming.progress(tusId);
    } catch {
      return undefined;
    }
    if (upload.size === undefined || upload.offset !== upload.size) return undefined;
    try {
      return await finishUpload(deps, tusId, () => incoming.localFile(tusId), upload.size);
    } catch (error) {
      // Answered by a route, not by tus: an unreachable store is a 503 there too.
      if (isStoreUnreachable(error) && !(error instanceof StoreUnavailableError))
        throw new StoreUnavailableError(error);
      throw error;
    }
  };

  const expireIncoming = async () => {
    await tus.cleanUpExpiredUploads();
    const before = new Date(Date.now() - config.expiryMs).toISOString();
    const stale = await intakeDb(db)
      .selectFrom('upload_intake')
      .select('id')
      .where('status', '=', 'receiving')
      .where('created_at', '<', before)
      .execute();
    let expired = 0;
    for (const { id } of stale) {
      await deps.discardIncoming(id);
      if (await settleIntake(db, id, { status: 'expired', tusId: id })) expired += 1;
    }
    return expired;
  };

  const sweep = async () => {
    const expired = await expireIncoming();
    const orphans = await sweepOrphanFiles(db, storage, { graceMs: config.orphanGraceMs });
    return { expired, orphans };
  };

  return {
    tus,
    storage,
    nameNext: (request, tusId) => names.set(request, tusId),
    completeIncoming,
    sweep,
    close: () => {},
  };
}
