// The rules for staff usernames and passwords, shared by the register endpoint, the staff command and the setup form.
import { z } from 'zod/v4';

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

/** What staff type to add a colleague in the portal (POST /api/admin/staff). */
export const addStaffSchema = z.object({ username: newUsernameField, password: passwordField });

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
