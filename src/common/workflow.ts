/**
 * The document workflow of DESIGN.md section 7 as data: the server enforces it, the web app
 * shows only the buttons it allows, and the API action of each transition is named here once.
 */
export const DOCUMENT_STATUSES = [
  'new',
  'assigned',
  'processing',
  'on_hold',
  'processed',
  'approved',
  'archived',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const TRANSITIONS = {
  assign: { from: ['new', 'assigned'], to: 'assigned' },
  start: { from: ['assigned'], to: 'processing' },
  submit: { from: ['processing'], to: 'processed' },
  'raise-issue': { from: ['processing'], to: 'on_hold' },
  resolve: { from: ['on_hold'], to: 'processing' },
  'send-back': { from: ['processed'], to: 'processing' },
  approve: { from: ['processed'], to: 'approved' },
  accept: { from: ['approved'], to: 'archived' },
  dispute: { from: ['approved'], to: 'on_hold' },
} as const satisfies Record<string, { from: readonly DocumentStatus[]; to: DocumentStatus }>;

export type Transition = keyof typeof TRANSITIONS;
export const TRANSITION_NAMES = Object.keys(TRANSITIONS) as Transition[];

/** The policy action that grants a transition, e.g. `documents:approve`. */
export function transitionAction(transition: Transition): string {
  return `documents:${transition}`;
}

export function mayTransition(status: string, transition: Transition): boolean {
  return (TRANSITIONS[transition].from as readonly string[]).includes(status);
}

/** The transitions open from a status, for the buttons a page shows. */
export function transitionsFrom(status: string): Transition[] {
  return TRANSITION_NAMES.filter((name) => mayTransition(status, name));
}
