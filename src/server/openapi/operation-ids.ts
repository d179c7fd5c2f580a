// Every operation of /api/openapi.json is named here, from its method and path, so a route added later is named
// without anyone writing it down (ADR 041). Client generators make these the names of their functions.

type Operations = Record<string, Record<string, { operationId?: string } | unknown>>;

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** 'export.csv' -> 'ExportCsv', 'club-management' -> 'ClubManagement'. */
const capitalized = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/**
 * PUT /api/admin/news/{id} -> 'putAdminNewsById'; GET /healthz -> 'getHealthz'. The method comes first and each
 * path parameter reads 'By...', so two operations can share a name only if they share method and path.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? `By${capitalized(parameter[1]!)}` : capitalized(segment);
    });
  return method.toLowerCase() + words.join('');
}

/** Names each operation of the document's paths (an OpenAPI path: parameters in braces). */
export function withOperationIds<T extends { paths?: unknown }>(document: T): T {
  const paths = (document.paths ?? {}) as Operations;
  const named = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, value]) =>
          HTTP_METHODS.has(key) ? [key, { operationId: operationIdOf(key, path), ...(value as object) }] : [key, value],
        ),
      ),
    ]),
  );
  return { ...document, paths: named };
}
