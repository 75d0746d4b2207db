/**
 * Role strings and display titles (SPEC section 3).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { displayTitleKey, isRole, ROLES } from '../../src/common/roles.js';
import { SPEC_ROLES } from '../helpers/spec-oracle.js';

/** SPEC section 3's precedence, highest first, with the SPEC's English titles. */
const PRECEDENCE: [string, string][] = [
  ['isDbs', 'DBS Supervisor'],
  ['isDbo', 'DBO User'],
  ['isUploader', 'Uploader'],
  ['isClientHq', 'Client HQ'],
  ['ClientSupervisor', 'Supervisor'],
  ['isDbAdmin', 'DBBS Administrator'],
];

describe('role strings', () => {
  it('all 8 SPEC role strings are present, and no others', () => {
    expect(ROLES).toHaveLength(8);
    for (const role of SPEC_ROLES) expect(ROLES).toContain(role);
  });

  it('isRole accepts exactly the role strings, case-sensitively', () => {
    for (const role of SPEC_ROLES) expect(isRole(role)).toBe(true);
    for (const value of ['isdbo', 'IsDbo', 'clientSupervisor', 'admin', '', undefined, null, 1]) {
      expect(isRole(value)).toBe(false);
    }
  });
});

describe('displayTitleKey precedence: isDbs > isDbo > isUploader > isClientHq > ClientSupervisor > isDbAdmin', () => {
  it('each titled role has its own key', () => {
    const keys = PRECEDENCE.map(([role]) => displayTitleKey([role]));
    expect(new Set(keys).size).toBe(PRECEDENCE.length);
  });

  for (let i = 0; i < PRECEDENCE.length; i += 1) {
    for (let j = i + 1; j < PRECEDENCE.length; j += 1) {
      const higher = PRECEDENCE[i]![0];
      const lower = PRECEDENCE[j]![0];
      it(`${higher} wins over ${lower}, in either order`, () => {
        const expected = displayTitleKey([higher]);
        expect(expected).not.toBe(displayTitleKey([lower]));
        expect(displayTitleKey([lower, higher])).toBe(expected);
        expect(displayTitleKey([higher, lower])).toBe(expected);
      });
    }
  }

  it('with every role, the isDbs title wins; without titled roles none of the six keys is used', () => {
    expect(displayTitleKey([...SPEC_ROLES].reverse())).toBe(displayTitleKey(['isDbs']));
    const titled = PRECEDENCE.map(([role]) => displayTitleKey([role]));
    for (const roles of [[], ['isGuest'], ['isDbbs'], ['isGuest', 'isDbbs']]) {
      expect(titled).not.toContain(displayTitleKey(roles));
    }
    expect(displayTitleKey(['isGuest', 'isDbAdmin'])).toBe(displayTitleKey(['isDbAdmin']));
  });

  it('the English locale gives the SPEC titles (when locales/en/common.json exists)', () => {
    const file = new URL('../../locales/en/common.json', import.meta.url);
    const keys = PRECEDENCE.map(([role]) => displayTitleKey([role]));
    expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
    if (fs.existsSync(file)) {
      const common = JSON.parse(fs.readFileSync(file, 'utf8')) as { roleTitle?: Record<string, unknown> };
      PRECEDENCE.forEach(([role, title]) => {
        expect(common.roleTitle?.[displayTitleKey([role])], role).toBe(title);
      });
    }
  });
});
