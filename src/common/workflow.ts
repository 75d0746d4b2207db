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

/** The statuses of a document someone in the back office still has to work: a DBO's load. */
export const OPEN_STATUSES = ['assigned', 'processing', 'on_hold'] as const satisfies readonly DocumentStatus[];

/** What kind of problem an issue is; the type decides whom it waits on at first. */
export const RAISE_ISSUE_TYPES = ['unreadable', 'page_missing', 'client_question', 'other'] as const;
/** A dispute is opened by the client's dispute step, never raised by hand. */
export const ISSUE_TYPES = [...RAISE_ISSUE_TYPES, 'dispute'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const WAITING_ON = ['client', 'back_office'] as const;
export type WaitingOn = (typeof WAITING_ON)[number];

export function waitingOnFor(type: IssueType): WaitingOn {
  return type === 'client_question' ? 'client' : 'back_office';
}

/** The subject stored when the DBO gives none (the web shows the type by its localized label). */
export const ISSUE_TYPE_SUBJECTS: Record<IssueType, string> = {
  unreadable: 'Unreadable',
  page_missing: 'Page missing',
  client_question: 'Question for the client',
  other: 'Other',
  dispute: 'Disputed by the client',
};
