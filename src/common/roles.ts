/**
 * The eight role strings of the product (SPEC section 3), exactly as the server stores them.
 */
export const ROLES = [
  'isDbbs',
  'isDbo',
  'isDbs',
  'isUploader',
  'isClientHq',
  'ClientSupervisor',
  'isDbAdmin',
  'isGuest',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Role groups in the order SPEC section 6 gives for the union of a multi-role user's pages.
 * isDbbs is in no group of the SPEC: it comes last, so it never decides a landing page.
 */
export const ROLE_GROUP_ORDER: readonly Role[] = [
  'isClientHq',
  'ClientSupervisor',
  'isDbAdmin',
  'isDbo',
  'isDbs',
  'isGuest',
  'isUploader',
  'isDbbs',
];

/**
 * Display titles in order of precedence (SPEC section 3). The value is a locale key under
 * `common:roleTitle`, so the header shows it in the user's language.
 */
export const ROLE_TITLE_PRECEDENCE: readonly { role: Role; title: string }[] = [
  { role: 'isDbs', title: 'dbsSupervisor' },
  { role: 'isDbo', title: 'dboUser' },
  { role: 'isUploader', title: 'uploader' },
  { role: 'isClientHq', title: 'clientHq' },
  { role: 'ClientSupervisor', title: 'supervisor' },
  { role: 'isDbAdmin', title: 'dbbsAdministrator' },
];

/**
 * The title key of the highest-precedence role the user has. Below SPEC's six titles, a guest
 * is titled as a guest and DBBS staff as such (issue 15: the guest's header read "User");
 * anyone else gets 'user'.
 */
export function displayTitleKey(roles: readonly string[]): string {
  const titled = ROLE_TITLE_PRECEDENCE.find((entry) => roles.includes(entry.role))?.title;
  if (titled) return titled;
  if (roles.includes('isGuest')) return 'guest';
  if (roles.includes('isDbbs')) return 'dbbsStaff';
  return 'user';
}
