// Tests only: holds every answer of the app to the response schema its route declares for that status. It reads
// the bytes that actually leave (cached lists and pages included, which no serializer sees), so every API test
// also checks the contract. Problems go to contract-problems.ts; vitest-setup.ts fails the test that caused one.
import { isDeepStrictEqual } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import { z } from 'zod/v4';
import { isContractPath } from './api-contract';
import type { ContractProblem } from './contract-problems';
/** `permission`: what the route declares it needs (admin routes, ADR 040). */
export type RouteSummary = { method: string; url: string; declared: boolean; permission?: string };

export type ResponseCheck = {
  report(problem: ContractProblem): void;
  /** Every route registered after the check, for tests comparing them with the OpenAPI document. */
  routes: RouteSummary[];
};

type ResponseSchemas = Record<string, unknown>;

/** Fastify's own lookup order: the exact status, then its class ('4xx'), then 'default'. */
function schemaFor(schemas: ResponseSchemas, status: number): z.ZodType | undefined {
  const found = schemas[status] ?? schemas[`${Math.floor(status / 100)}xx`] ?? schemas.default;
  if (found instanceof z.ZodType) return found;
  // A download declares its media type and body: { content: { 'text/csv': { schema } } }.
  const declared = Object.values((found as { content?: Record<string, { schema?: unknown }> })?.content ?? {});
  const schema = declared[0]?.schema;
  return schema instanceof z.ZodType ? schema : undefined;
}

function bodyText(payload: unknown, reply: FastifyReply): string | null {
  if (payload === null || payload === undefined) return '';
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
  if (!bytes) return null; // a stream: a static file, not JSON
  const encoding = reply.getHeader('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

/** Why this body does not match the schema, or null when it does. */
export function contractMismatch(schema: z.ZodType, text: string, contentType: string): string | null {
  if (schema instanceof z.ZodUndefined) return text === '' ? null : 'a body where none is declared';
  // A download (a CSV export) declares its body as text.
  if (schema instanceof z.ZodString && !/^application\/json\b/.test(contentType)) {
    return schema.safeParse(text).success ? null : 'a body that is not the declared text';
  }
  if (!/^application\/json\b/.test(contentType)) return `content type ${contentType || 'none'}, not JSON`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'a body that is not JSON';
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return z.prettifyError(parsed.error);
  // Parsing drops fields the schema does not name; encoding back shows whether anything was dropped.
  const declared = z.encode(schema, parsed.data);
  return isDeepStrictEqual(declared, json) ? null : `fields the contract does not declare: ${text.slice(0, 300)}`;
}

export function registerResponseCheck(app: FastifyInstance, check: ResponseCheck): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD');
    const declared = route.schema?.response !== undefined;
    for (const method of methods) {
      check.routes.push({ method, url: route.url, declared, permission: route.config?.permission });
      if (isContractPath(route.url) && !declared) {
        check.report({ route: `${method} ${route.url}`, problem: 'declares no response schema' });
      }
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const schemas = request.routeOptions.schema?.response as ResponseSchemas | undefined;
    if (!schemas) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const status = reply.statusCode;
    const schema = schemaFor(schemas, status);
    if (!schema) {
      check.report({ route, status, problem: 'answered with a status it does not declare' });
      return payload;
    }
    // Not modified and HEAD answers have no body to check; the same request with GET is checked.
    if (status === 304 || request.method === 'HEAD') return payload;
    const text = bodyText(payload, reply);
    if (text === null) return payload;
    const problem = contractMismatch(schema, text, String(reply.getHeader('content-type') ?? ''));
    if (problem) check.report({ route, status, problem });
    return payload;
  });
}
