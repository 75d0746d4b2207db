/** The admin home's one-line change of an audit event. */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { auditChangeText } from '../../src/web/features/admin/audit-change.js';

// Labels as the screen gives them: the test sees that identifiers go through them.
const words = { state: (s: string) => `[${s}]`, role: (r: string) => `<${r}>` };
const t = ((key: string, options?: { count?: number }) => `${key}:${options?.count}`) as unknown as TFunction;

describe('auditChangeText', () => {
  it('shows a workflow step by its states', () => {
    expect(auditChangeText({ fromState: 'new', toState: 'assigned', changes: null }, t, words)).toBe(
      '[new] → [assigned]',
    );
  });

  it('shows the first two changed fields, values before and after, then how many more', () => {
    const changes = {
      name: { from: 'Dock 1', to: 'Dock 2' },
      roles: { from: ['isGuest'], to: ['isGuest', 'isDbo'] },
      address: { from: null, to: 'Pier 4' },
      active: { from: true, to: false },
    };
    expect(auditChangeText({ fromState: null, toState: null, changes }, t, words)).toBe(
      'name: Dock 1 → Dock 2; roles: <isGuest> → <isGuest>, <isDbo>; admin:home.moreChanges:2',
    );
  });

  it('cuts a long value short and shows an empty one as a dash', () => {
    const changes = { markdown: { from: '', to: 'x'.repeat(100) } };
    expect(auditChangeText({ fromState: null, toState: null, changes }, t, words)).toBe(
      `markdown: — → ${'x'.repeat(39)}…`,
    );
  });

  it('is empty when nothing is known', () => {
    expect(auditChangeText({ fromState: null, toState: null, changes: null }, t, words)).toBe('');
  });
});
