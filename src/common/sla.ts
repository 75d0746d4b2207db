/**
 * The SLA clock of a document, as both sides read it. It runs from assignment while the back
 * office owes work (assigned, processing, on hold, processed), pauses while the document waits
 * on the client (an open issue waiting on the client, or approved work under the client's
 * review) and stops when the document is archived. The due time moves by the paused time.
 */
import { businessSecondsBetween, type SlaCalendar } from './business-time.js';

/** Statuses in which the clock counts (unless the document waits on the client). */
export const SLA_CLOCK_STATUSES = ['assigned', 'processing', 'on_hold', 'processed'] as const;

export type ClockState = 'running' | 'paused' | 'stopped';

/**
 * Where the clock should be for a status. waitingOnClient: an open issue of the document waits
 * on the client (a question, or a dispute the back office has answered).
 */
export function clockStateFor(status: string, waitingOnClient: boolean): ClockState {
  if (status === 'approved') return 'paused';
  if (!(SLA_CLOCK_STATUSES as readonly string[]).includes(status)) return 'stopped';
  return mayWaitOnClient(status) && waitingOnClient ? 'paused' : 'running';
}

/** Whether the client's open issues can pause the clock in this status (so are worth asking). */
export function mayWaitOnClient(status: string): boolean {
  return status === 'on_hold';
}

/** The "about to breach" point: this fraction of the SLA time used, unless set otherwise. */
export const DEFAULT_WARN_FRACTION = 0.8;

/** What a list needs of a document to show its time left. */
export interface SlaView {
  status: string;
  dueAt: string | null;
  slaCalendar: SlaCalendar | null;
  slaPausedAt: string | null;
  slaLeftSeconds: number | null;
}

export type TimeLeft =
  { kind: 'left'; seconds: number } | { kind: 'over'; seconds: number } | { kind: 'paused'; seconds: number };

/**
 * The business time left at `now`, frozen while paused, or nothing to show (no clock, or the
 * back office is done with the document).
 */
export function timeLeft(view: SlaView, now: number): TimeLeft | null {
  if (!view.dueAt || !view.slaCalendar) return null;
  if (view.status === 'approved' || view.status === 'archived') return null;
  if (view.slaPausedAt) return { kind: 'paused', seconds: Math.max(0, view.slaLeftSeconds ?? 0) };
  const seconds = businessSecondsBetween(now, view.dueAt, view.slaCalendar);
  return seconds >= 0 ? { kind: 'left', seconds } : { kind: 'over', seconds: -seconds };
}

/** Hours and minutes of a business duration, for "5 h 20 min" (rounded down to the minute). */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.abs(seconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
