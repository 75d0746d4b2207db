/** The live policy file at start: created from the shipped one, admins' page lines kept, API actions refreshed. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePolicyFile } from '../../src/common/policy';
import { prepareLivePolicy } from '../../src/server/policy/live-policy-file';

const shipped = path.resolve('policies/policy.csv');
const dirs: string[] = [];
function liveFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbbs-live-'));
  dirs.push(dir);
  return path.join(dir, 'data', 'policy.csv');
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('prepareLivePolicy', () => {
  it('creates the live file as a copy of the shipped one, then leaves it alone', () => {
    const live = liveFile();
    expect(prepareLivePolicy(shipped, live)).toBe('created');
    expect(fs.readFileSync(live, 'utf8')).toBe(fs.readFileSync(shipped, 'utf8'));
    expect(prepareLivePolicy(shipped, live)).toBe('unchanged');
  });

  it("keeps an administrator's page lines and takes the API actions from the release", () => {
    const live = liveFile();
    prepareLivePolicy(shipped, live);
    const text = fs.readFileSync(live, 'utf8');
    const withoutActions = text
      .split('\n')
      .filter((line) => !line.startsWith('g2,'))
      .join('\n');
    fs.writeFileSync(live, `${withoutActions}p, isGuest, /dbbs/archives, page\n`);

    expect(prepareLivePolicy(shipped, live)).toBe('actionsRefreshed');
    const result = parsePolicyFile(fs.readFileSync(live, 'utf8'));
    expect(result.pages).toContainEqual({ role: 'isGuest', path: '/dbbs/archives', act: 'page' });
    expect(result.actions).toEqual(parsePolicyFile(fs.readFileSync(shipped, 'utf8')).actions);
    expect(result.actions.length).toBeGreaterThan(0);
  });

  it('leaves an invalid live file for the policy store to refuse', () => {
    const live = liveFile();
    fs.mkdirSync(path.dirname(live), { recursive: true });
    fs.writeFileSync(live, 'p, nobody, /x, page\n');
    expect(prepareLivePolicy(shipped, live)).toBe('unchanged');
    expect(fs.readFileSync(live, 'utf8')).toBe('p, nobody, /x, page\n');
  });
});
