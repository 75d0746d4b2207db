/**
 * GET /api/reports/dbo on both engines: the signed-in DBO's submits, handling hours and
 * send-backs per day, and the team's median, computed here from the seeded steps (of the
 * tenants the DBO's team works: A, never B).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../helpers/server.js';
import { HOUR, localRange, type SeedDoc } from './fixture.js';
import { startReportsWorld, type ReportsWorld } from './setup.js';

const FROM = '2025-02-20';
const TO = '2025-03-15';
const URL = `/api/reports/dbo?from=${FROM}&to=${TO}`;

function figures(docs: SeedDoc[], person: string) {
  const range = localRange(FROM, TO, 0);
  let submitted = 0;
  let hours = 0;
  let sentBack = 0;
  const perDay = new Map<string, number>();
  for (const doc of docs) {
    const events = [...doc.events].sort((a, b) => a.at.localeCompare(b.at));
    events.forEach((event, index) => {
      if (!range.has(event.at)) return;
      if (event.action === 'submit' && event.actor === person) {
        submitted += 1;
        perDay.set(event.at.slice(0, 10), (perDay.get(event.at.slice(0, 10)) ?? 0) + 1);
        const taken = events
          .slice(0, index)
          .filter((e) => e.to === 'processing')
          .pop()!;
        hours += (Date.parse(event.at) - Date.parse(taken.at)) / HOUR;
      }
      if (event.action === 'send-back') {
        const last = events
          .slice(0, index)
          .filter((e) => e.action === 'submit')
          .pop();
        if (last?.actor === person) sentBack += 1;
      }
    });
  }
  return { submitted, hours, sentBack, perDay };
}

describe.each(ENGINES)('DBO report on %s', (engine) => {
  let w: ReportsWorld;
  beforeAll(async () => {
    w = await startReportsWorld(engine);
  });
  afterAll(async () => w?.server.close());

  it("gives the DBO their own figures beside the team's median, from the tenants their team works", async () => {
    const { status, body } = await w.as(w.world.users.dbo.token)('GET', URL);
    expect(status).toBe(200);
    expect(body.utcDays).toBe(true);
    const mine = figures(w.docsA, w.world.users.dbo.id);
    const peer = figures(w.docsA, w.peer.id);
    expect(mine.submitted).toBeGreaterThan(3);
    expect(mine.sentBack).toBeGreaterThan(0);
    expect(body.mine.submitted).toBe(mine.submitted);
    expect(body.mine.sentBack).toBe(mine.sentBack);
    expect(body.mine.avgHandlingHours).toBeCloseTo(mine.hours / mine.submitted, 6);
    expect(body.mine.sendBackRate).toBeCloseTo(mine.sentBack / mine.submitted, 6);
    // The peer's work for tenant B is outside this DBO's scope: it must not count.
    expect(figures(w.docsB, w.peer.id).submitted).toBeGreaterThan(0);
    expect(body.team.members).toBe(2);
    expect(body.team.medianSubmitted).toBe((mine.submitted + peer.submitted) / 2);
    expect(body.team.medianHandlingHours).toBeCloseTo(
      (mine.hours / mine.submitted + peer.hours / peer.submitted) / 2,
      6,
    );
    for (const day of body.days) {
      expect(day.submitted).toBe(mine.perDay.get(day.day) ?? 0);
      expect(day.teamMedianSubmitted).toBe(((mine.perDay.get(day.day) ?? 0) + (peer.perDay.get(day.day) ?? 0)) / 2);
    }
  });

  it('refuses the report to client roles', async () => {
    const { status } = await w.as(w.world.users.hqA.token)('GET', URL);
    expect(status).toBe(403);
  });
});
