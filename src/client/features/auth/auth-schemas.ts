import { z } from 'zod/v4';
import { passwordField } from '../../../shared/credentials';
import { loginSchema } from '../../../shared/schema';

export { loginSchema };
export type LoginValues = z.input<typeof loginSchema>;

export const setupSchema = loginSchema
  .extend({
    // The server's own rule, checked here too to spare a round trip.
    password: passwordField,
    confirmPassword: z.string().min(1),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type SetupValues = z.input<typeof setupSchema>;
