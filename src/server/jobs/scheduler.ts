/**
 * Periodic tasks (the upload sweep, expiry, SLA checks, digests) that must run once across all
 * servers, not once per server. A task is registered with a period; time is cut into slots of
 * that length, aligned to the epoch plus an optional offset (a daily task's slots are UTC days,
 * or with `offsetMs: 6 * 3_600_000` days that begin at 06:00 UTC), and the task runs once per
 * slot, soon after the slot begins, on one server.
 *
 * - SQLite (one server by nature): a local timer keeps the last slot each task ran in.
 * - PostgreSQL: pg-boss. Every server offers each task once per check as a job whose id is made
 *   from the task and the slot; pg-boss inserts a job id once (ON CONFLICT DO NOTHING), so only
 *   the first offer of a slot becomes a job, and any one server's worker runs it. A server that
 *   dies mid-task leaves the job active until it expires; the next slot runs it again anyway.
 *
 * Register in a route module: `context.scheduler.every('sla-check', 60_000, () => checkSla(db))`.
 * Tasks are started when the app is ready and stopped when it closes.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Engine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { bossExecutor, BOSS_ARCHIVE_SECONDS, bossSchemaOf, ensureQueue, withBossSetupLock } from './boss-config.js';

export interface Scheduler {
  /** Runs task once per period across all servers. Register before the app is ready. */
  every(
    name: string,
    periodMs: number,
    task: (slot: number) => Promise<unknown>,
    options?: { offsetMs?: number },
  ): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface SchedulerLog {
  info(details: object, message: string): void;
  debug(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface Task {
  name: string;
  periodMs: number;
  offsetMs: number;
  /** Given the slot it runs for (slot n begins at n * period + offset). */
  run: (slot: number) => Promise<unknown>;
}

const slotOf = (task: Task, now = Date.now()) => Math.floor((now - task.offsetMs) / task.periodMs);

/** The job id of a task's slot: the same on every server, so the slot's job is inserted once. */
export function slotJobId(name: string, slot: number): string {
  const hex = createHash('sha256').update(`${name}:${slot}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How often each server offers a task: a quarter of its period, between 250 ms and a minute. */
export function checkEveryMs(periodMs: number): number {
  return Math.min(60_000, Math.max(250, Math.floor(periodMs / 4)));
}

const TASK_NAME = /^[a-z][a-z0-9-]{0,40}$/;

export function createScheduler(db: Kysely<Database>, engine: Engine, log: SchedulerLog): Scheduler {
  const tasks = new Map<string, Task>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  let boss: PgBoss | undefined;

  const runTask = async (task: Task, slot: number) => {
    const began = Date.now();
    try {
      await task.run(slot);
      log.info({ task: task.name, slot, ms: Date.now() - began }, 'scheduled task ran');
    } catch (err) {
      log.error({ err, task: task.name, slot }, 'scheduled task failed');
    }
  };

  const startLocal = () => {
    for (const task of tasks.values()) {
      let lastSlot: number | undefined;
      let running = false;
      const check = () => {
        const slot = slotOf(task);
        if (running || slot === lastSlot) return;
        lastSlot = slot;
        running = true;
        void runTask(task, slot).finally(() => (running = false));
      };
      const timer = setInterval(check, checkEveryMs(task.periodMs));
      timer.unref();
      timers.push(timer);
    }
  };

  const startPostgres = async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const running = new PgBoss({
      db: bossExecutor(db),
      schema: bossSchemaOf(rows[0]?.schema),
      archiveCompletedAfterSeconds: BOSS_ARCHIVE_SECONDS,
    });
    running.on('error', (err) => log.error({ err }, 'pg-boss failed (scheduler)'));
    const queueOf = (task: Task) => `every-${task.name}`;
    const secondsOf = (task: Task) => Math.ceil(task.periodMs / 1000);
    await withBossSetupLock(db, async () => {
      await running.start();
      for (const task of tasks.values()) {
        await ensureQueue(running, {
          name: queueOf(task),
          retryLimit: 0,
          expireInSeconds: Math.max(60, Math.min(secondsOf(task), 3600)),
        });
      }
    });
    boss = running;
    for (const task of tasks.values()) {
      const queue = queueOf(task);
      // A long period needs no eager polling (fewer queries beside the requests' own).
      const pollingIntervalSeconds = Math.min(30, Math.max(1, secondsOf(task) / 8));
      await running.work<{ slot: number }>(queue, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
        if (job) await runTask(task, job.data.slot);
      });
      const offer = async () => {
        const slot = slotOf(task);
        const id = await running.send(queue, { slot }, { id: slotJobId(task.name, slot) });
        log.debug({ task: task.name, slot, queued: id !== null }, 'scheduled task offered');
      };
      const timer = setInterval(() => {
        if (boss !== running) return;
        offer().catch((err: unknown) => log.error({ err, task: task.name }, 'scheduled task could not be offered'));
      }, checkEveryMs(task.periodMs));
      timer.unref();
      timers.push(timer);
    }
  };

  return {
    every(name, periodMs, run, options = {}) {
      if (started) throw new Error(`scheduled task ${name} registered after the scheduler started`);
      if (!TASK_NAME.test(name)) throw new Error(`scheduled task name ${JSON.stringify(name)} is not a plain name`);
      if (tasks.has(name)) throw new Error(`scheduled task ${name} is registered twice`);
      if (!(periodMs >= 1000) || periodMs > BOSS_ARCHIVE_SECONDS * 1000) {
        throw new Error(`scheduled task ${name}: the period must be between a second and ${BOSS_ARCHIVE_SECONDS} s`);
      }
      const offsetMs = options.offsetMs ?? 0;
      if (!(offsetMs >= 0 && offsetMs < periodMs))
        throw new Error(`scheduled task ${name}: the offset must be within the period`);
      tasks.set(name, { name, periodMs, offsetMs, run });
    },
    async start() {
      if (started) return;
      started = true;
      if (engine === 'postgres') await startPostgres();
      else startLocal();
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      const running = boss;
      boss = undefined;
      // Our pool is closed by its owner; pg-boss only stops polling, letting a running task end.
      if (running) await running.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
    },
  };
}
