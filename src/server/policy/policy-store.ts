/**
 * The live access policy. It is read at start, re-read whenever the file changes, and
 * replaced only by a valid file: a broken edit is logged and the last good policy stays.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Enforcer } from 'casbin';
import { buildEnforcer } from '../../common/enforcer.js';
import { parsePolicyFile, type PolicyLine } from '../../common/policy.js';

export interface PolicyLog {
  info(message: string): void;
  error(message: string): void;
}

export interface PolicySnapshot {
  version: string;
  model: string;
  text: string;
  lines: PolicyLine[];
  enforcer: Enforcer;
}

export interface PolicyStore {
  /** The policy file in force (the policy editor writes it, then reloads). */
  readonly file: string;
  current(): PolicySnapshot;
  /** The message of the last refused file, or undefined when the file in force is the file on disk. */
  lastError(): string | undefined;
  /** Re-reads the file now (the watcher calls this; tests and the policy editor may too). */
  reload(): Promise<void>;
  close(): void;
}

async function load(modelFile: string, policyFile: string): Promise<PolicySnapshot> {
  const model = fs.readFileSync(modelFile, 'utf8');
  const text = fs.readFileSync(policyFile, 'utf8');
  const { pages: lines, actions } = parsePolicyFile(text);
  const enforcer = await buildEnforcer(model, lines, actions);
  const version = createHash('sha256').update(model).update('\0').update(text).digest('hex').slice(0, 16);
  return { version, model, text, lines, enforcer };
}

export async function openPolicyStore(
  modelFile: string,
  policyFile: string,
  log: PolicyLog,
  pollMs = 500,
): Promise<PolicyStore> {
  let snapshot = await load(modelFile, policyFile);
  let error: string | undefined;
  let pending: Promise<void> | undefined;

  const reload = async (): Promise<void> => {
    try {
      const next = await load(modelFile, policyFile);
      error = undefined;
      if (next.version !== snapshot.version) {
        snapshot = next;
        log.info(`access policy reloaded: version ${next.version}`);
      }
    } catch (cause) {
      error = `The access policy in ${policyFile} was refused, the last good one (${snapshot.version}) stays in force: ${(cause as Error).message}`;
      log.error(error);
    }
  };
  // Polling, not fs.watch: editors replace files by rename, which fs.watch loses track of.
  const onChange = () => {
    pending = (pending ?? Promise.resolve()).then(reload);
  };
  fs.watchFile(policyFile, { interval: pollMs }, onChange);
  fs.watchFile(modelFile, { interval: pollMs }, onChange);

  return {
    file: policyFile,
    current: () => snapshot,
    lastError: () => error,
    reload,
    close: () => {
      fs.unwatchFile(policyFile, onChange);
      fs.unwatchFile(modelFile, onChange);
    },
  };
}
