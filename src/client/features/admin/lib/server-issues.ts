// Why the server refused a form, field by field: a form shows these under its controls, as it shows its own
// checks, so a reason only the server knows (a wrong current password, a taken username) sits where it is fixed.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { ActionError } from './action-error';

type Issue = { path: string; message: string };

/** The refusal behind an error (an ActionError wraps the ApiError), or null when it was none. */
function refusal(error: unknown): { status: number; message?: string; issues: Issue[] } | null {
  const cause = error instanceof ActionError ? error.cause : error;
  if (!(cause instanceof ApiError)) return null;
  try {
    const body = JSON.parse(cause.body) as { message?: string; issues?: Issue[] };
    return { status: cause.status, message: body.message, issues: body.issues ?? [] };
  } catch {
    return { status: cause.status, issues: [] };
  }
}

/**
 * Puts the server's validation issues under the form's fields; `conflict` names the field a 409 is about (a taken
 * username). Issues for fields the form does not have are left to the failure toast.
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  conflict?: Path<T>,
): void {
  const refused = refusal(error);
  if (!refused) return;
  const issues =
    refused.status === 409 && conflict && refused.message
      ? [{ path: conflict, message: refused.message }]
      : refused.issues;
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path);
    if (field) setError(field, { type: 'server', message: issue.message }, { shouldFocus: true });
  }
}

/**
 * The server's reason for a 409 the form cannot place under a field: someone else saved the item since the form
 * read it (ADR 045). Null for any other failure.
 */
export function conflictOf(error: unknown): string | null {
  const refused = refusal(error);
  return refused?.status === 409 ? (refused.message ?? null) : null;
}
