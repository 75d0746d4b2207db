/**
 * Table types for Kysely. Both engines store the same shapes: ids are opaque text, times are
 * ISO-8601 UTC text (sortable on both), flags are 0/1 integers (SQLite has no boolean).
 */
import type { Generated, Selectable } from 'kysely';

export interface TenantTable {
  id: string;
  name: string;
  active: Generated<number>;
  created_at: string;
  /** IANA time zone (migration 0011): a report's day is the tenant's day. */
  time_zone: Generated<string>;
  /** The tenant's own SLA (migration 0013): business hours and a working calendar (JSON), or null for the global ones. */
  sla_hours: number | null;
  sla_calendar: string | null;
}

export interface AppUserTable {
  id: string;
  email: string;
  name: string;
  /** JSON array of role strings. */
  roles: string;
  tenant_id: string | null;
  active: Generated<number>;
  created_at: string;
  /** The language the person chose on "My account" (en, es, fr); null until chosen. */
  language: string | null;
}

export interface LocationTable {
  id: string;
  tenant_id: string;
  name: string;
  address: string | null;
  active: Generated<number>;
  created_at: string;
}

export interface TeamTable {
  id: string;
  name: string;
  supervisor_id: string | null;
  created_at: string;
}

export interface TeamMemberTable {
  id: string;
  team_id: string;
  user_id: string;
  created_at: string;
}

export interface UserLocationTable {
  id: string;
  user_id: string;
  location_id: string;
  tenant_id: string;
  created_at: string;
}

export interface AssignmentTable {
  id: string;
  team_id: string;
  tenant_id: string;
  /** null: the team works the whole tenant. */
  location_id: string | null;
  created_at: string;
}

/** bigint columns come back from PostgreSQL as strings: read them with Number(). */
export interface UploadTable {
  id: string;
  tenant_id: string;
  location_id: string;
  uploader_id: string;
  file_name: string;
  mime_type: string;
  size: number | string;
  sha256: string;
  storage_key: string;
  status: string;
  created_at: string;
  /** web (tus) or email (migration 0024); sender and note only for email. */
  source?: string;
  sender?: string | null;
  note?: string | null;
}

export interface DocumentTable {
  id: string;
  tenant_id: string;
  location_id: string;
  upload_id: string | null;
  title: string;
  status: string;
  assignee_id: string | null;
  due_at: string | null;
  created_at: string;
  updated_at: string;
  /** The header keyed from the paper (migration 0008); all empty until the DBO keys them. */
  vendor: string | null;
  doc_number: string | null;
  /** ISO date (YYYY-MM-DD). */
  doc_date: string | null;
  total_cents: number | string | null;
  currency: string | null;
  /** Optimistic concurrency: every write states the version it read and increments it. */
  version: Generated<number>;
  /** Why the DBS supervisor sent the document back; kept until the next submit. */
  sent_back_reason: string | null;
  sent_back_at: string | null;
  /** The reason code of the last send-back (migration 0009); sent_back_reason is its comment. */
  sent_back_code: string | null;
  /** The SLA clock (migration 0013, services/sla-clock.ts): the calendar taken at assignment (JSON). */
  sla_calendar: string | null;
  /** The SLA in business seconds, from assignment. */
  sla_seconds: number | null;
  /** When the clock reaches the warning point ("about to breach"); moved by pauses like due_at. */
  sla_warn_at: string | null;
  /** Set while the clock is paused (waiting on the client), with the business seconds then left. */
  sla_paused_at: string | null;
  sla_left_seconds: number | null;
  /** When the warning was recorded, and when the breach happened: each once. */
  sla_warned_at: string | null;
  sla_breached_at: string | null;
}

/** A document row as read from the database. */
export type StoredDocument = Selectable<DocumentTable>;

export interface DocItemTable {
  id: string;
  document_id: string;
  tenant_id: string;
  location_id: string;
  item_date: string;
  description: string;
  category: string;
  amount_cents: number | string;
  currency: string;
  tax_cents: number | string;
  created_at: string;
  /** The item's place in the document's list (the grid's order). */
  position: Generated<number>;
}

export interface IssueTable {
  id: string;
  document_id: string;
  tenant_id: string;
  location_id: string;
  subject: string;
  status: string;
  raised_by: string;
  created_at: string;
  resolved_at: string | null;
  /** unreadable | page_missing | client_question | other (common/workflow.ts). */
  type: Generated<string>;
  /** client | back_office: who must act next. */
  waiting_on: Generated<string>;
  resolved_by: string | null;
  /** When it was last reopened (it is open again). */
  reopened_at: string | null;
}

/** When a person last read an issue's thread: unread = messages by others after read_at. */
export interface IssueReadTable {
  issue_id: string;
  user_id: string;
  read_at: string;
}

export interface IssueMessageTable {
  id: string;
  issue_id: string;
  tenant_id: string;
  location_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

export interface ContentTable {
  id: string;
  kind: string;
  slug: string;
  title: string;
  markdown: string;
  locale: string;
  published: number;
  /** The workflow screen a training page explains (processing, approve, review, uploads), or null. */
  screen?: string | null;
  created_at: string;
  updated_at: string;
}

export interface SettingTable {
  id: string;
  /** JSON text. */
  value: string;
  updated_at: string;
}

export interface AuditEventTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  entity: string;
  entity_id: string;
  action: string;
  from_state: string | null;
  to_state: string | null;
  tenant_id: string | null;
  /** A reason given with the action (send back, dispute). */
  note: string | null;
  /** JSON { field: { from, to } }: what the write changed, in the API's field names. */
  changes: string | null;
  /** The reason code of a send-back or dispute step (migration 0009), for reports to count. */
  reason_code: string | null;
}

/** The text extracted from a document's file (migration 0010). */
export interface DocumentTextTable {
  document_id: string;
  tenant_id: string;
  /** pending | done | failed | none (the file has no text). */
  status: string;
  text: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  updated_at: string;
}

/**
 * PostgreSQL's search index (migrations 0010 and 0016; SQLite's is the FTS5 table
 * document_fts): each document's tsvector beside the columns its search filters and scopes on,
 * copies of the document's kept by triggers in the writing transaction.
 */
/** The workflow steps the reports count, per quarter hour (migration 0017; see there). */
export interface DocumentStepCountTable {
  tenant_id: string;
  location_id: string;
  at_qh: string;
  action: string;
  /** Turnaround bucket (accept), on-time or late (approve), reason code (send-back, dispute). */
  detail: string;
  /** The submitting DBO (submit), the DBO sent back (send-back), else ''. */
  person: string;
  n: number;
  hours: number;
  timed: number;
}

export interface DocumentSearchTable {
  document_id: string;
  tenant_id: string;
  location_id: string;
  status: string;
  /** The document's date, else the day it came in (YYYY-MM-DD): the search's date filter. */
  day: string;
  total_cents: number | null;
  tsv: unknown;
}

/** The SQLite server's durable job queue (PostgreSQL uses pg-boss's own tables). */
export interface TextJobTable {
  id: string;
  document_id: string;
  /** queued | running | done | failed */
  status: string;
  attempts: Generated<number>;
  run_after: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** One notice to one person (issue 14); written in the step's transaction. */
export interface NotificationTable {
  id: string;
  user_id: string;
  tenant_id: string;
  document_id: string;
  issue_id: string | null;
  /** A NotificationKind of common/notifications.ts. */
  kind: string;
  /** Who took the step; null for the system (SLA warnings). */
  actor_id: string | null;
  reason_code: string | null;
  note: string | null;
  created_at: string;
  read_at: string | null;
  /** When a daily digest email included it. */
  digested_at: string | null;
}

/** A kind a person turned off (enabled 0) or back on; no row means on. */
export interface NotificationPreferenceTable {
  user_id: string;
  kind: string;
  enabled: number;
  updated_at: string;
}

/** A vendor's capture profile in one tenant (migration 0019): the engine's learned JSON. */
export interface CaptureProfileTable {
  id: string;
  tenant_id: string;
  /** The vendor's name, normalized: one profile per tenant and vendor. */
  vendor_key: string;
  vendor: string;
  profile: string;
  documents_learned: number;
  created_at: string;
  updated_at: string;
}

/** One keyed field of a submitted document beside what was suggested for it (migration 0019). */
export interface CaptureOutcomeTable {
  id: string;
  document_id: string;
  tenant_id: string;
  location_id: string;
  vendor: string | null;
  dbo_id: string | null;
  field: string;
  item_index: number | null;
  suggested: string | null;
  confidence: number | null;
  keyed: string | null;
  accepted: number;
  at: string;
}

/** A machine's key (migration 0022): only the SHA-256 of its secret is kept. */
export interface ApiKeyTable {
  id: string;
  tenant_id: string;
  name: string;
  /** JSON array of scopes (common/api-key-scopes.ts). */
  scopes: string;
  secret_hash: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A tenant's webhook endpoint (migration 0023). */
export interface WebhookEndpointTable {
  id: string;
  tenant_id: string;
  url: string;
  /** JSON array of event types. */
  events: string;
  /** Standard Webhooks secret, `whsec_` + base64. */
  secret: string;
  enabled: Generated<number>;
  disabled_reason: string | null;
  /** Failed attempts in a row; the endpoint is disabled at WEBHOOK_DISABLE_AFTER. */
  failure_streak: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One event of the outbox, written in the transaction of the write that causes it. */
export interface WebhookEventTable {
  /** The webhook-id every delivery and retry of the event carries. */
  id: string;
  tenant_id: string;
  type: string;
  /** JSON: the body sent, {type, timestamp, data}. */
  payload: string;
  created_at: string;
  /** 1 once the relay has made its deliveries. */
  dispatched: Generated<number>;
}

export interface WebhookDeliveryTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  tenant_id: string;
  /** pending | sending | succeeded | failed */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  response_code: number | null;
  replay_of: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptTable {
  id: string;
  delivery_id: string;
  tenant_id: string;
  at: string;
  ok: number;
  response_code: number | null;
  latency_ms: number;
  response_body: string | null;
  error: string | null;
}

export interface Database {
  tenant: TenantTable;
  app_user: AppUserTable;
  location: LocationTable;
  team: TeamTable;
  team_member: TeamMemberTable;
  user_location: UserLocationTable;
  assignment: AssignmentTable;
  upload: UploadTable;
  document: DocumentTable;
  doc_item: DocItemTable;
  issue: IssueTable;
  issue_message: IssueMessageTable;
  issue_read: IssueReadTable;
  content: ContentTable;
  setting: SettingTable;
  audit_event: AuditEventTable;
  document_text: DocumentTextTable;
  /** PostgreSQL only. */
  document_search: DocumentSearchTable;
  document_step_count: DocumentStepCountTable;
  text_job: TextJobTable;
  notification: NotificationTable;
  notification_preference: NotificationPreferenceTable;
  capture_profile: CaptureProfileTable;
  capture_outcome: CaptureOutcomeTable;
  api_key: ApiKeyTable;
  webhook_endpoint: WebhookEndpointTable;
  webhook_event: WebhookEventTable;
  webhook_delivery: WebhookDeliveryTable;
  webhook_attempt: WebhookAttemptTable;
}
