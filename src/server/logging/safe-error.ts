// What an error may put in the log: its kind, code and message, never the values it carried. Drizzle's message
// ends in 'params: ' and every value of the query (an enquiry's email, a password hash, a session token's hash);
// pg's errors add `detail` ('Key (email)=(...) already exists') and `where`. The default serializer logs them all.

type Loggable = { type: string; code?: string; message: string; stack: string; cause?: Loggable };

/** Drops Drizzle's 'params: ...' tail (the values may hold anything, newlines included). */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*$/, '');

/** The stack's frames under the safe message: the stack's own first lines repeat the whole message. */
function safeStack(stack: string, message: string, safeMessage: string): string {
  const at = message ? stack.indexOf(message) : -1;
  const frames =
    at === -1 ? stack.slice(stack.search(/\n\s+at /) + 1 || stack.length) : stack.slice(at + message.length);
  return `${safeMessage}${frames.startsWith('\n') ? '' : '\n'}${frames}`;
}

export function safeError(error: unknown, depth = 0): Loggable {
  if (!error || typeof error !== 'object') return { type: typeof error, message: 'non-error thrown', stack: '' };
  const { name, type, code, message, stack, cause } = error as Record<string, unknown>;
  const text = typeof message === 'string' ? message : '';
  const loggable: Loggable = {
    type: typeof name === 'string' ? name : typeof type === 'string' ? type : 'Error',
    message: withoutParams(text),
    stack: '',
  };
  if (typeof code === 'string') loggable.code = code;
  if (typeof stack === 'string') loggable.stack = safeStack(stack, text, loggable.message);
  if (cause && depth < 3) loggable.cause = safeError(cause, depth + 1);
  return loggable;
}
