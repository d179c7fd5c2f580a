// One error type with an HTTP status; the error handler in app.ts turns it into `{ message, issues? }`.
import type { z } from 'zod/v4';

export type Issue = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what);
export const unauthorized = () => new AppError(401, 'Not signed in');
export const forbidden = (why = 'Forbidden') => new AppError(403, why);

export function issuesOf(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Parses input with a zod schema or throws a 400 listing every problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError(400, 'Invalid input', issuesOf(result.error));
}
