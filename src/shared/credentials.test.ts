// The password-twice rule every form with a new password uses (setup, adding a colleague, changing one's own).
import { describe, expect, it } from 'vitest';
import { addStaffSchema, changePasswordSchema, withConfirmation } from './credentials';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('withConfirmation', () => {
  const adding = withConfirmation(addStaffSchema, 'password', 'confirmPassword');
  const changing = withConfirmation(changePasswordSchema, 'newPassword', 'confirmNewPassword');

  it('accepts matching passwords and gives the API body its own fields', () => {
    const parsed = adding.parse({ username: ' ana ', password: 'long-enough', confirmPassword: 'long-enough' });
    expect(parsed).toEqual({ username: 'ana', password: 'long-enough', confirmPassword: 'long-enough' });
    expect(addStaffSchema.parse(parsed)).toEqual({ username: 'ana', password: 'long-enough' });
  });

  it("says 'Passwords do not match' under the second copy", () => {
    expect(
      problems(adding.safeParse({ username: 'ana', password: 'long-enough', confirmPassword: 'long-enougH' })),
    ).toEqual([['confirmPassword', 'Passwords do not match']]);
    expect(
      problems(
        changing.safeParse({ currentPassword: 'x', newPassword: 'long-enough', confirmNewPassword: 'other-one' }),
      ),
    ).toEqual([['confirmNewPassword', 'Passwords do not match']]);
  });

  it("keeps each field's own message", () => {
    expect(
      problems(changing.safeParse({ currentPassword: '', newPassword: 'short', confirmNewPassword: 'short' })),
    ).toEqual([
      ['currentPassword', 'Current password is required'],
      ['newPassword', 'Password must be at least 8 characters'],
    ]);
  });
});
