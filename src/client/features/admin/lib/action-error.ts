// A failed save or delete, worded for staff: what failed ('Failed to create sponsor', docs/product.md "Errors and
// success messages") and why (the server's reason), kept apart so a toast can show them as title and text.
import { ApiError, readableError } from '../../../lib/api';
import { toast } from '../../../lib/toast';

export class ActionError extends Error {
  constructor(
    readonly title: string,
    readonly reason: string,
    /** What the call threw, for a form that shows the server's reasons under its fields. */
    cause?: unknown,
  ) {
    super(`${title}: ${reason}`, { cause });
    this.name = 'ActionError';
  }
}

/** Why a call failed, for staff; an ended session says how to carry on without losing anything. */
export function staffReason(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return 'Your session has ended. Sign in again in a new tab (this page keeps what you entered), then try again.';
  }
  return readableError(error);
}

/** Runs an API call; any failure becomes an ActionError titled `title`, with the server's reason. */
export async function withFailureTitle<T>(title: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ActionError) throw error;
    throw new ActionError(title, staffReason(error), error);
  }
}

export function toastFailure(error: unknown, fallbackTitle = 'Something went wrong'): void {
  if (error instanceof ActionError) {
    toast({ title: error.title, description: error.reason, variant: 'destructive' });
  } else {
    toast({ title: fallbackTitle, description: staffReason(error), variant: 'destructive' });
  }
}
