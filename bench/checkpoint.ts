/**
 * `npm run bench:checkpoint`: how long a commit keeps the event loop, with SQLite's checkpoint
 * inside the commits that pass the threshold (the baseline, as before) and in the worker thread
 * (src/server/db/sqlite-checkpointer.ts), in one run, on the same work.
 *
 * The work is a stream of small commits like a workflow step's: a document row written, an
 * audit row added, and a count rollup (one hot row) updated, CHECKPOINT_COMMITS of them
 * (default 10,000), each timed on the thread that runs it. A short pause every 50 commits lets
 * the worker's timer fire, as the gaps between requests do on a server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { checkpointOffTheLoop, COMMIT_CHECKPOINT_PAGES } from '../src/server/db/sqlite-checkpointer.js';

const COMMITS = Number(process.env.CHECKPOINT_COMMITS ?? 10_000);

interface Figures {
  commits: number;
  p50: number;
  p99: number;
  max: number;
  over20: number;
  seconds: number;
}

function open(file: string): SQLite.Database {
  const native = new SQLite(file);
  native.pragma('journal_mode = WAL');
  native.pragma(`wal_autocheckpoint = ${COMMIT_CHECKPOINT_PAGES}`);
  native.exec(`create table document (id integer primary key, status text, body blob);
    create table audit (id integer primary key, document_id integer, at integer, detail text);
    create table rollup (id integer primary key, n integer);
    insert into rollup values (1, 0);`);
  return native;
}

async function run(native: SQLite.Database): Promise<Figures> {
  const write = native.prepare('insert or replace into document (id, status, body) values (?, ?, randomblob(900))');
  const audit = native.prepare("insert into audit (document_id, at, detail) values (?, ?, 'approved by a DBS')");
  const count = native.prepare('update rollup set n = n + 1 where id = 1');
  const step = native.transaction((id: number) => {
    write.run(id % 20_000, 'approved');
    audit.run(id, Date.now());
    count.run();
  });
  const took: number[] = [];
  const started = performance.now();
  for (let i = 0; i < COMMITS; i += 1) {
    const at = performance.now();
    step(i);
    took.push(performance.now() - at);
    if (i % 50 === 49) await pause(1);
  }
  const seconds = (performance.now() - started) / 1000;
  took.sort((a, b) => a - b);
  const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0;
  return {
    commits: COMMITS,
    p50: at(0.5),
    p99: at(0.99),
    max: took.at(-1) ?? 0,
    over20: took.filter((ms) => ms > 20).length,
    seconds,
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-bench-checkpoint-'));
try {
  const inCommits = open(path.join(dir, 'in-commits.sqlite'));
  const baseline = await run(inCommits);
  inCommits.close();

  const file = path.join(dir, 'in-worker.sqlite');
  const offLoop = open(file);
  const checkpointer = checkpointOffTheLoop(offLoop, file, (details, message) => console.error(message, details));
  const worker = await run(offLoop);
  await checkpointer.stop();
  offLoop.close();

  const row = (label: string, f: Figures) =>
    `| ${label} | ${f.commits} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} | ${f.max.toFixed(1)} | ${f.over20} | ${f.seconds.toFixed(1)} |`;
  console.log('| checkpoint | commits | p50 ms | p99 ms | max ms | over 20 ms | seconds |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(row('in the commits (baseline)', baseline));
  console.log(row('in the worker thread', worker));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
