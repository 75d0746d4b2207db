/**
 * Prepares the live policy file at start. Its page lines (`p`) are the administrators': they are
 * kept. Its API-action lines (`g2`) belong to the release: they are refreshed from the shipped,
 * generated file, so an update that adds an API action works without touching anyone's edits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatPolicy, parsePolicyFile, POLICY_WITH_ACTIONS_HEADER } from '../../common/policy.js';

export type Preparation = 'created' | 'actionsRefreshed' | 'unchanged';

export function prepareLivePolicy(shippedFile: string, liveFile: string): Preparation {
  if (!fs.existsSync(liveFile)) {
    fs.mkdirSync(path.dirname(liveFile), { recursive: true });
    fs.copyFileSync(shippedFile, liveFile);
    return 'created';
  }
  if (path.resolve(shippedFile) === path.resolve(liveFile)) return 'unchanged';
  const live = fs.readFileSync(liveFile, 'utf8');
  // An invalid live file is left for the policy store to refuse with its clear message.
  let pages;
  try {
    pages = parsePolicyFile(live).pages;
  } catch {
    return 'unchanged';
  }
  const { actions } = parsePolicyFile(fs.readFileSync(shippedFile, 'utf8'));
  const next = formatPolicy(pages, POLICY_WITH_ACTIONS_HEADER, actions);
  if (next === live) return 'unchanged';
  const temp = `${liveFile}.${process.pid}.tmp`;
  fs.writeFileSync(temp, next);
  fs.renameSync(temp, liveFile);
  return 'actionsRefreshed';
}
