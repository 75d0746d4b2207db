/** How text jobs retry and poll, from the environment (tests shorten the waits). */
import { positiveFromEnv } from '../env-number.js';

export interface TextJobConfig {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The first retry's delay; each later one doubles it. */
  backoffMs: number;
  pollMs: number;
  /** PostgreSQL: a job active this long (its server died) is failed and retried by pg-boss. */
  expireSeconds: number;
  /** PostgreSQL: how often pg-boss's maintenance expires such jobs. */
  maintenanceSeconds: number;
}

export function readTextJobConfig(): TextJobConfig {
  return {
    attempts: Math.floor(positiveFromEnv('TEXT_JOB_ATTEMPTS', 4)),
    backoffMs: positiveFromEnv('TEXT_JOB_BACKOFF_MS', 10_000),
    pollMs: positiveFromEnv('TEXT_JOB_POLL_MS', 1000),
    expireSeconds: Math.max(1, Math.floor(positiveFromEnv('TEXT_JOB_EXPIRE_SECONDS', 600))),
    maintenanceSeconds: Math.max(1, Math.floor(positiveFromEnv('TEXT_JOB_MAINTENANCE_SECONDS', 60))),
  };
}
