/** An account as the list shows it, and as its form edits it. */
import type { BaseRecord } from '@refinedev/core';

export interface UserRow extends BaseRecord {
  id: string;
  email: string;
  name: string;
  roles: string[];
  tenantId: string | null;
  active: boolean;
}

export interface UserForm {
  email: string;
  name: string;
  roles: string[];
  tenantId?: string | null;
  locationIds?: string[];
  teamId?: string | null;
}
