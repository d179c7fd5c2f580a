// Staff roles and what each may do (ADR 040): every /api/admin route declares one of these permissions
// and one guard (server/auth/guard.ts) checks it; the portal reads the same table to show each person their sections.

export const ROLES = ['admin', 'editor', 'coach', 'treasurer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  coach: 'Coach',
  treasurer: 'Treasurer',
};

type PermissionDefinition = {
  /** The roles that hold it. */
  roles: readonly Role[];
  /** The end of a refusal: 'You do not have permission to <words>'. */
  words: string;
  /** A Coach holds it for their own teams' items only (the routes check which team an item belongs to). */
  coachOwnTeams?: true;
  /** Open to an account whose password is a temporary one (choosing its own is what it must do first). */
  withTemporaryPassword?: true;
};

export const PERMISSIONS = {
  /** The public content sections and their reorder and restore. */
  content: { roles: ['admin', 'editor'], words: 'change the website content' },
  fixtures: {
    roles: ['admin', 'editor', 'coach'],
    words: "change the teams' fixtures and results",
    coachOwnTeams: true,
  },
  players: { roles: ['admin', 'editor', 'coach'], words: 'change player profiles', coachOwnTeams: true },
  'players.delete': { roles: ['admin', 'editor'], words: 'delete player profiles' },
  upload: { roles: ['admin', 'editor', 'coach'], words: 'upload images' },
  inquiries: { roles: ['admin', 'editor'], words: 'read the contact inquiries' },
  /** Who follows the club by email: their addresses and choices, removing one, the CSV. */
  followers: { roles: ['admin', 'editor'], words: 'see the followers' },
  settings: { roles: ['admin', 'editor'], words: 'change the site settings' },
  /** Where registration and enquiry alerts go, and families' replies: an Admin's choice only. */
  'settings.alerts': { roles: ['admin'], words: 'see or change the staff alerts email' },
  /** Money given to tours: supporters' names, amounts and references, the CSV. */
  contributions: { roles: ['admin', 'treasurer'], words: 'see the contributions to tours' },
  /** Visit counts and sponsor reports. */
  visitors: { roles: ['admin', 'editor'], words: 'see the visitor counts' },
  /** Families' contacts and private links, who is coming, reminders and attendance: never an Editor's. */
  families: {
    roles: ['admin', 'coach'],
    words: "see families, their answers and the team's attendance",
    coachOwnTeams: true,
  },
  /** Charges, payments, bank statements and the money reports. */
  money: { roles: ['admin', 'treasurer'], words: 'see or change what families owe and pay' },
  /** Their fee (feeStatus, feeMethod, feeReference) is changed with 'money' as well: a Coach changes status and notes. */
  registrations: { roles: ['admin', 'coach'], words: 'see registrations', coachOwnTeams: true },
  'registrations.delete': { roles: ['admin'], words: 'delete registrations' },
  staff: { roles: ['admin'], words: 'manage staff accounts' },
  activity: { roles: ['admin'], words: 'read the activity log' },
  'own-account': {
    roles: ['admin', 'editor', 'coach', 'treasurer'],
    words: 'change your own password',
    withTemporaryPassword: true,
  },
} as const satisfies Record<string, PermissionDefinition>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

export function hasPermission(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly Role[]).includes(role);
}

/** The 403 message of a refused call. */
export const noPermission = (words: string) => `You do not have permission to ${words}`;

/** The sentence the API document gives each admin operation. */
export function permissionDescription(permission: Permission): string {
  const definition: PermissionDefinition = PERMISSIONS[permission];
  const roles = definition.roles.map((role) => ROLE_LABELS[role]).join(', ');
  const own = definition.coachOwnTeams ? ' (a Coach: their own teams only)' : '';
  return `Permission \`${permission}\`: ${roles}${own}.`;
}
