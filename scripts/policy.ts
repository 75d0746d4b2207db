/**
 * `npm run policy`: generates policies/policy.csv from policies/pages-by-role.json (roles to
 * pages) and policies/api-actions.json (pages to the API actions they use).
 * `--check` only compares and fails when the shipped file is stale (the build runs this).
 */
import fs from 'node:fs';
import {
  formatPolicy,
  generateActionGrants,
  generatePolicy,
  POLICY_WITH_ACTIONS_HEADER,
  type ApiActionsByName,
  type PagesByRole,
} from '../src/common/policy.js';

const INPUT = 'policies/pages-by-role.json';
const ACTIONS = 'policies/api-actions.json';
const OUTPUT = 'policies/policy.csv';

export function generatedPolicyText(): string {
  const input = JSON.parse(fs.readFileSync(INPUT, 'utf8')) as PagesByRole;
  const actions = JSON.parse(fs.readFileSync(ACTIONS, 'utf8')) as ApiActionsByName;
  return formatPolicy(generatePolicy(input), POLICY_WITH_ACTIONS_HEADER, generateActionGrants(actions));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = generatedPolicyText();
  if (process.argv.includes('--check')) {
    const shipped = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    if (shipped !== text) {
      console.error(`${OUTPUT} is stale: run \`npm run policy\` and commit the result.`);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(OUTPUT, text);
    const count = (prefix: string) => text.split('\n').filter((l) => l.startsWith(prefix)).length;
    console.log(`wrote ${OUTPUT} (${count('p,')} page lines, ${count('g2,')} API action lines)`);
  }
}
