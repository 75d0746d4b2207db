/**
 * Where the intake keeps its files and how long an unfinished upload may wait. Read from the
 * environment (DATA_DIR as the server's own config does), so the routes need no new option.
 */
import path from 'node:path';
import { ORPHAN_GRACE_MS } from './orphan-sweep.js';

export interface IntakeConfig {
  /** Incoming tus files and their .json descriptions, until each is finished. */
  incomingDir: string;
  /** Accepted files (the local disk storage). */
  filesDir: string;
  /** An upload not finished within this long is purged (tus expiration). */
  expiryMs: number;
  /** How often expired uploads (and stored files without a row) are swept. */
  sweepMs: number;
  /** A stored file without an upload row is removed once it is older than this. */
  orphanGraceMs: number;
  /** Signs preview URLs; a fresh random one per start unless set (several servers must share it). */
  signingSecret?: string;
}

export function readIntakeConfig(env: NodeJS.ProcessEnv = process.env): IntakeConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const hours = Number(env.UPLOAD_EXPIRY_HOURS ?? 24);
  const sweepMinutes = Number(env.UPLOAD_SWEEP_MINUTES ?? 15);
  return {
    incomingDir: path.join(dataDir, 'uploads-incoming'),
    filesDir: path.join(dataDir, 'files'),
    expiryMs: (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000,
    orphanGraceMs: ORPHAN_GRACE_MS,
    sweepMs: (Number.isFinite(sweepMinutes) && sweepMinutes > 0 ? sweepMinutes : 15) * 60_000,
    signingSecret: env.UPLOAD_SIGNING_SECRET || undefined,
  };
}
