import type { z } from 'zod/v4';
import { newUsernameField, passwordField, withConfirmation } from '../../../shared/credentials';
import { loginSchema } from '../../../shared/schema';

export { loginSchema };
export type LoginValues = z.input<typeof loginSchema>;

export const setupSchema = withConfirmation(
  // The server's own rule, checked here too to spare a round trip.
  loginSchema.extend({ username: newUsernameField, password: passwordField }),
  'password',
  'confirmPassword',
);
export type SetupValues = z.input<typeof setupSchema>;
