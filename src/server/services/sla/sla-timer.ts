/**
 * Runs the SLA check (services/sla-clock.ts) every SLA_CHECK_SECONDS (60 by default) through the
 * scheduler (jobs/scheduler.ts), like the upload sweep: once per slot however many servers run.
 * main.ts asks for it; tests call checkSla themselves.
 * Steps notice breaches too, so the check only bounds how late an idle document's is recorded;
 * a breach is written once even if two checks overlap (a conditional update in sla-clock.ts).
 */
import type { AppContext } from '../../context.js';
import { checkSla } from './sla-clock.js';

export function slaCheckMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.SLA_CHECK_SECONDS ?? 60);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000;
}

export function scheduleSlaChecks(context: Pick<AppContext, 'db' | 'scheduler'>, everyMs: number): void {
  context.scheduler.every('sla-check', everyMs, async () => {
    await checkSla(context.db, new Date().toISOString());
  });
}
