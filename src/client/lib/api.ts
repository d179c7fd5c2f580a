// The one way the client talks to the server (docs/product.md "How the pages talk to the server"): session credentials
// on every request, JSON bodies with a JSON content type, multipart for files, and errors worded "STATUS: body text"
// (section 8).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  throw new ApiError(res.status, body, res.statusText);
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET a query key's URL; with on401 'returnNull' a 401 means "no data" (the signed-in user), not an error. */
export function getJson<T>(url: string, on401: 'throw' | 'returnNull' = 'throw'): Promise<T | null> {
  return fetch(url, { credentials: 'include' }).then(async (res) => {
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  });
}

type ErrorBody = { message?: string; issues?: { path: string; message: string }[] };

/** A sentence a person can read, from whatever an API call threw: never raw JSON. */
export function readableError(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as ErrorBody;
      const details = parsed.issues?.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
      if (parsed.message && details) return `${parsed.message} (${details})`;
      if (parsed.message) return parsed.message;
    } catch {
      // not JSON: fall through to the plain text
    }
    return error.body || `Request failed (${error.status})`;
  }
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return error instanceof Error ? error.message : String(error);
}
