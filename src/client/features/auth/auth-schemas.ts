import { z } from 'zod/v4';
import { loginSchema } from '../../../shared/schema';

export { loginSchema };
export type LoginValues = z.input<typeof loginSchema>;

/** The server refuses shorter passwords for staff accounts; saying so here spares a round trip. */
const PASSWORD_MIN = 8;

export const setupSchema = loginSchema
  .extend({
    password: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    confirmPassword: z.string().min(1),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type SetupValues = z.input<typeof setupSchema>;
