/**
 * The reports tests' data: documents of tenants A and B in early 2025 (before anything the shared
 * world makes), each with items and a history of workflow steps in audit_event, made directly in
 * the database. The tests compute what each report must say from these records, in TypeScript.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.js';

export interface SeedEvent {
  action: string;
  at: string;
  /** null: the SLA clock's own step. */
  actor: string | null;
  from: string | null;
  to: string;
  /** The comment of a send-back or dispute; the reports count by its reason code. */
  note: string | null;
  reasonCode: string | null;
}

export interface SeedDoc {
  id: string;
  tenant: string;
  location: string;
  createdAt: string;
  status: string;
  dueAt: string;
  items: { category: string; amount: number; currency: string }[];
  events: SeedEvent[];
}

export const HOUR = 3_600_000;
const iso = (time: number) => new Date(time).toISOString();
export const CATEGORIES = ['office', 'travel', '=cmd|calc', 'meals'];
/** Items come in two currencies, so a report that adds them together is caught. */
export const CURRENCIES = ['EUR', 'USD'];
export const SEND_BACK_REASONS = ['Total does not match', 'Wrong vendor'];
export const DISPUTE_REASONS = ['Amount is wrong', '+Missing page'];
/** Hours from upload to the due time. */
const DUE_AFTER = 9.75;
/** Hours from upload to archive: one in each turnaround bucket. */
const ARCHIVE_AFTER = [10, 30, 72, 170, 300];

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536) % n;
  };
}

export interface SeedPlace {
  tenant: string;
  locations: string[];
}

/**
 * count documents for the place, created between start and start + spanDays, worked by the given
 * DBOs in turn; `extra` adds documents at exact times (the time-zone edge).
 */
export async function seedDocuments(
  db: Kysely<Database>,
  place: SeedPlace,
  options: {
    count: number;
    start: string;
    spanDays: number;
    dbos: string[];
    approver: string;
    seed: number;
    extra?: string[];
  },
): Promise<SeedDoc[]> {
  const random = generator(options.seed);
  const docs: SeedDoc[] = [];
  const base = Date.parse(options.start);
  const times = [
    ...Array.from({ length: options.count }, () => base + random(options.spanDays * 24) * HOUR + random(60) * 60_000),
    ...(options.extra ?? []).map((time) => Date.parse(time)),
  ];
  times.forEach((created, index) => {
    const dbo = options.dbos[index % options.dbos.length]!;
    const events: SeedEvent[] = [];
    const step = (
      action: string,
      hours: number,
      actor: string | null,
      from: string | null,
      to: string,
      reasonCode: string | null = null,
    ) =>
      events.push({
        action,
        at: iso(created + hours * HOUR),
        actor,
        from,
        to,
        reasonCode,
        note: reasonCode && `${reasonCode}: see the first page`,
      });
    const stage = random(6); // 0 new, 1 processing, 2 processed, 3 approved, 4 archived, 5 disputed
    let status = 'new';
    if (stage >= 1) {
      step('assign', 0.5, options.approver, 'new', 'assigned');
      step('start', 1, dbo, 'assigned', 'processing');
      status = 'processing';
    }
    if (stage >= 2) {
      step('submit', 1 + 1 + random(5), dbo, 'processing', 'processed');
      status = 'processed';
      if (random(3) === 0) {
        step('send-back', 8, options.approver, 'processed', 'processing', SEND_BACK_REASONS[random(2)]!);
        step('submit', 9.5, dbo, 'processing', 'processed');
      }
    }
    if (stage >= 3) {
      const approvedAfter = 9.5 + random(2) * 0.5;
      // The SLA clock records the breach at the due time (9.75 h) of a document approved later.
      if (approvedAfter > DUE_AFTER) step('sla-breach', DUE_AFTER, null, 'processed', 'processed');
      step('approve', approvedAfter, options.approver, 'processed', 'approved');
      status = 'approved';
    }
    if (stage === 4) {
      step('accept', ARCHIVE_AFTER[random(ARCHIVE_AFTER.length)]!, options.approver, 'approved', 'archived');
      status = 'archived';
    }
    if (stage === 5) {
      step('dispute', 12, options.approver, 'approved', 'on_hold', DISPUTE_REASONS[random(2)]!);
      status = 'on_hold';
    }
    // The currency alternates (not drawn), so the other draws stay as they were.
    const items = Array.from({ length: random(4) }, (_, index) => ({
      category: CATEGORIES[random(CATEGORIES.length)]!,
      amount: 100 + random(10_000),
      currency: CURRENCIES[(docs.length + index) % CURRENCIES.length]!,
    }));
    docs.push({
      id: randomUUID(),
      tenant: place.tenant,
      location: place.locations[random(place.locations.length)]!,
      createdAt: iso(created),
      status,
      // Approvals happen at 9.5 or 10 h: about half of them after the due time of 9.75 h.
      dueAt: iso(created + DUE_AFTER * HOUR),
      items,
      events,
    });
  });
  for (const doc of docs) {
    await db
      .insertInto('document')
      .values({
        id: doc.id,
        tenant_id: doc.tenant,
        location_id: doc.location,
        upload_id: null,
        title: `Report ${doc.id.slice(0, 8)}`,
        status: doc.status,
        assignee_id: null,
        due_at: doc.dueAt,
        created_at: doc.createdAt,
        updated_at: doc.createdAt,
      })
      .execute();
    if (doc.items.length)
      await db
        .insertInto('doc_item')
        .values(
          doc.items.map((item, position) => ({
            id: randomUUID(),
            document_id: doc.id,
            tenant_id: doc.tenant,
            location_id: doc.location,
            item_date: doc.createdAt.slice(0, 10),
            description: 'Item',
            category: item.category,
            amount_cents: item.amount,
            currency: item.currency,
            tax_cents: 0,
            created_at: doc.createdAt,
            position,
          })),
        )
        .execute();
    if (doc.events.length)
      await db
        .insertInto('audit_event')
        .values(
          doc.events.map((event) => ({
            id: randomUUID(),
            at: event.at,
            actor_id: event.actor,
            actor_email: null,
            entity: 'document',
            entity_id: doc.id,
            action: event.action,
            from_state: event.from,
            to_state: event.to,
            tenant_id: doc.tenant,
            note: event.note,
            reason_code: event.reasonCode,
          })),
        )
        .execute();
  }
  return docs;
}

/** The UTC bounds of a local date range for a fixed offset (hours east of UTC): independent of the server's Intl code. */
export function localRange(from: string, to: string, offsetHours: number) {
  const start = Date.parse(`${from}T00:00:00Z`) - offsetHours * HOUR;
  const end = Date.parse(`${to}T00:00:00Z`) + 24 * HOUR - offsetHours * HOUR;
  return { start, end, has: (at: string) => Date.parse(at) >= start && Date.parse(at) < end };
}

/** The local calendar date of an instant for a fixed offset. */
export const localDay = (at: string, offsetHours: number) => iso(Date.parse(at) + offsetHours * HOUR).slice(0, 10);

export const countBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const out = new Map<string, number>();
  for (const row of rows) out.set(key(row), (out.get(key(row)) ?? 0) + 1);
  return out;
};
