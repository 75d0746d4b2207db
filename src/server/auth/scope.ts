/**
 * The data scope as SQL. A caller's grants (from roles and the database, never the request)
 * become one condition added to every query, so a list costs the same few queries whatever
 * its size, and a record outside the scope is simply not found.
 *
 * - all: administrators;
 * - tenant: client HQ, client supervisor and guest see their own tenant;
 * - locations: uploaders see the locations they belong to (user_location);
 * - team: DBS and DBO users see what is assigned to a team they lead or belong to.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';

export type Grant =
  | { kind: 'all' }
  | { kind: 'tenant'; tenantId: string }
  | { kind: 'locations'; userId: string; tenantId: string | null }
  | { kind: 'team'; userId: string };

/** How a table's rows relate to tenants, locations and teams (the columns, unqualified). */
export interface ScopeColumns {
  tenant?: string;
  location?: string;
  /** A team id column: team grants match it directly (teams, team members, assignments). */
  team?: string;
  /** A user id column: team grants see the users of their teams (user accounts). */
  teamUser?: string;
}

export const TABLE_SCOPES: Record<keyof Database, ScopeColumns> = {
  tenant: { tenant: 'id' },
  location: { tenant: 'tenant_id', location: 'id' },
  team: { team: 'id' },
  team_member: { team: 'team_id' },
  app_user: { tenant: 'tenant_id', teamUser: 'id' },
  user_location: { tenant: 'tenant_id', location: 'location_id' },
  assignment: { team: 'team_id' },
  upload: { tenant: 'tenant_id', location: 'location_id' },
  document: { tenant: 'tenant_id', location: 'location_id' },
  doc_item: { tenant: 'tenant_id', location: 'location_id' },
  issue: { tenant: 'tenant_id', location: 'location_id' },
  issue_message: { tenant: 'tenant_id', location: 'location_id' },
  // Read markers are read and written by their own user id only (routes/api/issues), never listed.
  issue_read: { teamUser: 'user_id' },
  // Content and settings are not tenant data: the policy alone decides who reads them.
  content: {},
  setting: {},
  audit_event: { tenant: 'tenant_id' },
  document_text: { tenant: 'tenant_id' },
  document_search: { tenant: 'tenant_id', location: 'location_id' },
  document_step_count: { tenant: 'tenant_id', location: 'location_id' },
  text_job: {},
  // Notices and preferences are read and written by their own user id only (routes/api/notifications).
  notification: { tenant: 'tenant_id' },
  notification_preference: { teamUser: 'user_id' },
  // Profiles are the tenant's own: a profile never serves another tenant's documents.
  capture_profile: { tenant: 'tenant_id' },
  capture_outcome: { tenant: 'tenant_id', location: 'location_id' },
  // A tenant's keys: client HQ sees its own tenant's, administrators all.
  api_key: { tenant: 'tenant_id' },
  // Webhooks are the tenant's own: its client HQ and the administrators manage them.
  webhook_endpoint: { tenant: 'tenant_id' },
  webhook_event: { tenant: 'tenant_id' },
  webhook_delivery: { tenant: 'tenant_id' },
  webhook_attempt: { tenant: 'tenant_id' },
};

const NOTHING = sql<boolean>`1 = 0`;
const EVERYTHING = sql<boolean>`1 = 1`;

/**
 * The teams a user leads or belongs to, as a subquery. `union all`: it is only ever read by
 * `in (…)`, where a repeated id changes nothing, and SQLite's `union` would sort the ids into a
 * temporary b-tree on every run of the statement (start next's pick runs four such lists).
 */
export function teamsOf(userId: string): RawBuilder<unknown> {
  return sql`select team_id from team_member where user_id = ${userId} union all select id from team where supervisor_id = ${userId}`;
}

function col(table: string, column: string): RawBuilder<unknown> {
  return sql.ref(`${table}.${column}`);
}

/** Public data (content, settings) is unscoped; tenant data needs a grant that covers it. */
function isUnscoped(columns: ScopeColumns): boolean {
  return !columns.tenant && !columns.location && !columns.team && !columns.teamUser;
}

function grantCondition(table: keyof Database, columns: ScopeColumns, grant: Grant): RawBuilder<boolean> {
  switch (grant.kind) {
    case 'all':
      return EVERYTHING;
    case 'tenant':
      return columns.tenant ? sql<boolean>`${col(table, columns.tenant)} = ${grant.tenantId}` : NOTHING;
    case 'locations':
      if (columns.location) {
        return sql<boolean>`${col(table, columns.location)} in (select location_id from user_location where user_id = ${grant.userId})`;
      }
      // Tables above the location (the tenant itself): the uploader's own tenant.
      return columns.tenant && grant.tenantId
        ? sql<boolean>`${col(table, columns.tenant)} = ${grant.tenantId}`
        : NOTHING;
    case 'team': {
      const teams = teamsOf(grant.userId);
      if (columns.team) return sql<boolean>`${col(table, columns.team)} in (${teams})`;
      const parts: RawBuilder<boolean>[] = [];
      if (columns.teamUser) {
        parts.push(
          sql<boolean>`${col(table, columns.teamUser)} in (select user_id from team_member where team_id in (${teams}) union all select supervisor_id from team where id in (${teams}))`,
        );
      }
      if (columns.tenant) {
        parts.push(
          sql<boolean>`${col(table, columns.tenant)} in (select tenant_id from assignment where location_id is null and team_id in (${teams}))`,
        );
      }
      if (columns.location) {
        parts.push(
          sql<boolean>`${col(table, columns.location)} in (select location_id from assignment where location_id is not null and team_id in (${teams}))`,
        );
      }
      return parts.length ? sql<boolean>`(${sql.join(parts, sql` or `)})` : NOTHING;
    }
  }
}

/** The condition a row of the table must meet to be visible to the grants. */
export function scopeCondition(table: keyof Database, grants: readonly Grant[]): RawBuilder<boolean> {
  const columns = TABLE_SCOPES[table];
  if (isUnscoped(columns)) return grants.length ? EVERYTHING : NOTHING;
  if (grants.length === 0) return NOTHING;
  if (grants.some((grant) => grant.kind === 'all')) return EVERYTHING;
  const parts = grants.map((grant) => grantCondition(table, columns, grant));
  return parts.length === 1 ? (parts[0] as RawBuilder<boolean>) : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}
