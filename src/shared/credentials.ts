// The rules for staff usernames and passwords, shared by the register endpoint, the staff command and the setup form.
import { z } from 'zod/v4';
import { ROLES } from './permissions';

export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 8;
/** Long enough for any passphrase or password manager; bounded so nobody makes us hash megabytes. */
export const PASSWORD_MAX = 256;

/** An account's name as typed to find it (sign-in, the command's passwd and remove): any existing name. */
export const usernameField = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);

export const USERNAME_SPACES = "Username cannot contain spaces: use a dot or a dash, such as 'sarah.k'";

/**
 * A new account's name. No spaces: 'Sarah K' is typed as 'Sarah  K' or 'SarahK' just as easily, and is never
 * found. Accounts made before this rule keep their names and still sign in. Names are compared without regard to
 * capital letters (one account per spelling, ADR 034), which the database enforces.
 */
export const newUsernameField = usernameField.refine((name) => !/\s/.test(name), USERNAME_SPACES);

export const passwordField = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const registerSchema = z.object({
  username: newUsernameField,
  password: passwordField,
  // A form may send an empty field when there is no code; that means no code, not invalid input.
  setupCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(200).optional()),
});

/** The reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const result = passwordField.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid password');
}

export const CHOOSE_A_ROLE = 'Choose a role: admin, editor, coach or treasurer';
export const COACH_NEEDS_TEAMS = 'Choose at least one team for a Coach';

const accessFields = {
  role: z.enum(ROLES, { error: CHOOSE_A_ROLE }),
  teamIds: z
    .array(z.uuid({ error: 'Choose teams from the list of teams' }))
    .max(100)
    .optional(),
};

/** A Coach works on their teams, so names at least one; the other roles are not limited to teams. */
const coachHasTeams = (access: { role: string; teamIds?: string[] }, ctx: z.RefinementCtx) => {
  if (access.role === 'coach' && !access.teamIds?.length) {
    ctx.addIssue({ code: 'custom', path: ['teamIds'], message: COACH_NEEDS_TEAMS });
  }
};

/** What an account may do: its role and, for a Coach, their teams (PUT /api/admin/staff/{id}/role). */
export const staffAccessSchema = z
  .object(accessFields)
  .superRefine(coachHasTeams)
  .transform(({ role, teamIds }) => ({ role, teamIds: role === 'coach' ? (teamIds ?? []) : [] }));
export type StaffAccess = z.output<typeof staffAccessSchema>;

/** A new account made by a colleague without stating a role is an Editor's: it never gets more than it was given. */
export const DEFAULT_NEW_ROLE = 'editor' as const;

/** What staff type to add a colleague in the portal (POST /api/admin/staff). */
export const addStaffSchema = z.object({ username: newUsernameField, password: passwordField });

/**
 * POST /api/admin/staff as the server reads it: the role is optional (an Editor's) for clients that send none, and
 * a Coach names their teams. Kept apart from addStaffSchema, which forms extend (a refined schema cannot be).
 */
export const addStaffRequestSchema = addStaffSchema
  .extend({ ...accessFields, role: accessFields.role.optional() })
  .superRefine((values, ctx) => coachHasTeams({ ...values, role: values.role ?? DEFAULT_NEW_ROLE }, ctx));

/** The access a new account's request asks for. */
export const accessOf = (values: { role?: (typeof ROLES)[number]; teamIds?: string[] }): StaffAccess => {
  const role = values.role ?? DEFAULT_NEW_ROLE;
  return { role, teamIds: role === 'coach' ? (values.teamIds ?? []) : [] };
};

/** An Admin's temporary password for a colleague who forgot theirs (PUT /api/admin/staff/{id}/password). */
export const temporaryPasswordSchema = z.object({ password: passwordField });

/** Changing one's own password: the current one proves it is the account holder at the keyboard. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  newPassword: passwordField,
});

/** Said under the new password when it is the one the account has: a temporary password must not be kept. */
export const SAME_PASSWORD = 'Choose a new password, not the one you have now';

/**
 * Changing one's own password as the server takes it (PUT /api/admin/staff/me/password), and forms check it: the
 * new password must differ from the current one. Otherwise changing a temporary password to itself would clear
 * 'must change' and leave the account on a password the Admin who set it knows. Kept apart from
 * changePasswordSchema, which forms extend (a refined schema cannot be).
 */
export function newPasswordDiffers<T extends z.ZodType<{ currentPassword: string; newPassword: string }>>(schema: T) {
  return schema.refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: SAME_PASSWORD,
  });
}

export const changePasswordRequestSchema = newPasswordDiffers(changePasswordSchema);

/**
 * A form's schema with a second copy of a password that must match it: forms ask twice so a typo cannot lock
 * someone out. Only forms check it; the API takes the password once. The setup form and the portal's staff forms
 * use it, so they word a mismatch alike.
 */
export function withConfirmation<T extends z.ZodRawShape, C extends string>(
  schema: z.ZodObject<T>,
  password: keyof T & string,
  confirm: C,
) {
  // Empty says what to do rather than the library's 'String must contain at least 1 character(s)'.
  const confirmation = { [confirm]: z.string().min(1, 'Type the password again') } as { [K in C]: z.ZodString };
  return schema.extend(confirmation).refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed[password] === typed[confirm];
    },
    { path: [confirm], message: 'Passwords do not match' },
  );
}
