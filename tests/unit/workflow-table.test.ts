/**
 * The workflow table test: every document state × every transition × every role → allowed or
 * refused, as the product decides it (common/workflow.ts for the state, the shipped
 * policies/policy.csv through the app's own Casbin enforcer for the role), checked against the
 * list below, written by hand from DESIGN.md section 7 and SPEC's pages (who may open the page
 * that shows each step's button). Nothing of the oracle is derived from the code under test.
 */
import fs from 'node:fs';
import type { Enforcer } from 'casbin';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEnforcer, rolesAllowedAction } from '../../src/common/enforcer.js';
import { parsePolicyFile } from '../../src/common/policy.js';
import { ROLES } from '../../src/common/roles.js';
import {
  DOCUMENT_STATUSES,
  mayTransition,
  TRANSITION_NAMES,
  TRANSITIONS,
  transitionAction,
  transitionsFrom,
} from '../../src/common/workflow.js';

const read = (relative: string) => fs.readFileSync(new URL(relative, import.meta.url), 'utf8');

/** Every allowed (state, transition, role); anything not listed here must be refused. */
const ALLOWED: readonly (readonly [state: string, transition: string, role: string])[] = [
  ['new', 'assign', 'isDbs'],
  ['assigned', 'assign', 'isDbs'],
  ['assigned', 'start', 'isDbo'],
  ['processing', 'submit', 'isDbo'],
  ['processing', 'raise-issue', 'isDbo'],
  ['on_hold', 'resolve', 'isDbo'],
  ['on_hold', 'resolve', 'isDbs'],
  ['on_hold', 'resolve', 'isDbAdmin'],
  ['processed', 'send-back', 'isDbs'],
  ['processed', 'send-back', 'isDbAdmin'],
  ['processed', 'approve', 'isDbs'],
  ['processed', 'approve', 'isDbAdmin'],
  ['approved', 'accept', 'ClientSupervisor'],
  ['approved', 'dispute', 'ClientSupervisor'],
];

/** Where each step leads. */
const LEADS_TO: Record<string, string> = {
  assign: 'assigned',
  start: 'processing',
  submit: 'processed',
  'raise-issue': 'on_hold',
  resolve: 'processing',
  'send-back': 'processing',
  approve: 'approved',
  accept: 'archived',
  dispute: 'on_hold',
};

const STATES = ['new', 'assigned', 'processing', 'on_hold', 'processed', 'approved', 'archived'];
const STEPS = ['assign', 'start', 'submit', 'raise-issue', 'resolve', 'send-back', 'approve', 'accept', 'dispute'];
const ALL_ROLES = ['isDbbs', 'isDbo', 'isDbs', 'isUploader', 'isClientHq', 'ClientSupervisor', 'isDbAdmin', 'isGuest'];

/** The bulk steps of the review pages: who may use them. */
const BULK: Record<string, readonly string[]> = {
  'documents:approve-many': ['isDbs', 'isDbAdmin'],
  'documents:accept-many': ['ClientSupervisor'],
};

let enforcer: Enforcer;

beforeAll(async () => {
  const parsed = parsePolicyFile(read('../../policies/policy.csv'));
  enforcer = await buildEnforcer(read('../../policies/model.conf'), parsed.pages, parsed.actions);
});

/** The product's verdict: the state allows the step and the policy lets the role do it. */
function productAllows(state: string, transition: (typeof TRANSITION_NAMES)[number], role: string): boolean {
  return (
    mayTransition(state, transition) && rolesAllowedAction(enforcer, [role], transitionAction(transition)).length > 0
  );
}

describe('the oracle itself', () => {
  it('names exactly the states, transitions and roles the code knows', () => {
    expect([...DOCUMENT_STATUSES].sort()).toEqual([...STATES].sort());
    expect([...TRANSITION_NAMES].sort()).toEqual([...STEPS].sort());
    expect([...ROLES].sort()).toEqual([...ALL_ROLES].sort());
  });

  it('lists each allowed triple once, of known names', () => {
    expect(new Set(ALLOWED.map((triple) => triple.join(' '))).size).toBe(ALLOWED.length);
    for (const [state, transition, role] of ALLOWED) {
      expect(STATES).toContain(state);
      expect(STEPS).toContain(transition);
      expect(ALL_ROLES).toContain(role);
    }
  });
});

describe('every state × every transition × every role', () => {
  for (const state of STATES) {
    for (const transition of TRANSITION_NAMES) {
      it(`${transition} from ${state}`, () => {
        for (const role of ALL_ROLES) {
          const expected = ALLOWED.some(([s, t, r]) => s === state && t === transition && r === role);
          expect(productAllows(state, transition, role), `${role} ${transition} from ${state}`).toBe(expected);
        }
      });
    }
  }

  it('leads each step to the state written here', () => {
    for (const transition of TRANSITION_NAMES)
      expect(TRANSITIONS[transition].to, transition).toBe(LEADS_TO[transition]);
  });

  it('offers the buttons of a state: exactly the steps some role may take from it', () => {
    for (const state of STATES) {
      const steps = [...new Set(ALLOWED.filter(([s]) => s === state).map(([, t]) => t))].sort();
      expect([...transitionsFrom(state)].sort(), state).toEqual(steps);
    }
  });

  it('refuses everything from archived, the end of the road', () => {
    for (const transition of TRANSITION_NAMES)
      for (const role of ALL_ROLES) expect(productAllows('archived', transition, role)).toBe(false);
  });

  it('grants the bulk review steps to the roles of their pages only', () => {
    for (const [action, roles] of Object.entries(BULK)) {
      for (const role of ALL_ROLES) {
        expect(rolesAllowedAction(enforcer, [role], action).length > 0, `${role} ${action}`).toBe(roles.includes(role));
      }
    }
  });
});
