/**
 * Demo accounts of DESIGN.md section 4, seeded on first start in development only.
 * The password is public: production refuses to seed (see server config).
 */
import type { Role } from './roles.js';

export const DEMO_PASSWORD = 'Demo-pass-1';

export const DEMO_TENANTS = [
  { key: 'acme', name: 'Acme Retail' },
  { key: 'globex', name: 'Globex Foods' },
] as const;
export type DemoTenantKey = (typeof DEMO_TENANTS)[number]['key'];

export interface DemoAccount {
  email: string;
  name: string;
  roles: Role[];
  /** Client users belong to a tenant; back-office users to none. */
  tenant: DemoTenantKey | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'hq@demo.dbbs.test', name: 'Hana Quist', roles: ['isClientHq'], tenant: 'acme' },
  { email: 'supervisor@demo.dbbs.test', name: 'Sam Perez', roles: ['ClientSupervisor'], tenant: 'acme' },
  { email: 'admin@demo.dbbs.test', name: 'Ada Minsk', roles: ['isDbAdmin'], tenant: null },
  { email: 'dbo@demo.dbbs.test', name: 'Dario Bose', roles: ['isDbo'], tenant: null },
  { email: 'dbs@demo.dbbs.test', name: 'Dana Boyd', roles: ['isDbs'], tenant: null },
  { email: 'guest@demo.dbbs.test', name: 'Gus Trent', roles: ['isGuest'], tenant: 'acme' },
  { email: 'uploader@demo.dbbs.test', name: 'Uma Lopez', roles: ['isUploader'], tenant: 'acme' },
  { email: 'multi@demo.dbbs.test', name: 'Milo Tran', roles: ['isDbo', 'isUploader'], tenant: null },
  { email: 'hq2@demo.dbbs.test', name: 'Hugo Quinn', roles: ['isClientHq'], tenant: 'globex' },
  { email: 'uploader2@demo.dbbs.test', name: 'Ula Park', roles: ['isUploader'], tenant: 'globex' },
];
