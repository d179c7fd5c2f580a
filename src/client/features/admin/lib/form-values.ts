import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/v4';

/**
 * A schema's input as a form holds it. Fields the shared schemas preprocess (order, age, optional text) accept
 * anything, so their input type is unknown; in a form they are the text of an input.
 */
export type FormValues<S extends z.ZodType> = {
  [K in keyof z.input<S>]-?: unknown extends z.input<S>[K] ? string : z.input<S>[K];
};

/** zodResolver typed for a form holding FormValues<S>: submit receives the schema's parsed output. */
export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S) {
  return zodResolver(schema) as unknown as Resolver<FormValues<S>, unknown, z.output<S>>;
}
