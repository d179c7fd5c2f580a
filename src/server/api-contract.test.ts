// The published contract: /api/openapi.json is a valid OpenAPI 3 document naming every API route, and each
// route's declared request format is the one the route really accepts.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { type Permission, permissionDescription } from '../shared/permissions';
import { isContractPath, OPENAPI_PATH } from './api-contract';
import { ADMIN_PREFIX, adminScope } from './auth/guard';
import { SESSION_COOKIE } from './auth/sessions';
import { operationIdOf } from './openapi/operation-ids';
import { errorResponses } from './response-schemas';
import { createTestApp, type TestApp } from './test-app';

type Operation = {
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  openapi: string;
  servers?: { url: string }[];
  components: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};

const PUBLIC_URL = 'https://club.example.org';
/** Routes added after the others, as a later feature's would be: the document must describe them unaided. */
const LATER_ADMIN = '/api/admin/later-feature/:id/summary';
const LATER_PUBLIC = '/api/later-feature';
const later = { schema: { response: { 200: z.object({ ok: z.boolean() }), ...errorResponses } } };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  // In an admin plugin, where every /api/admin route is registered (routes/admin.ts).
  await t.app.register(
    adminScope(async (admin) => {
      admin.get(LATER_ADMIN, { ...later, config: { permission: 'activity' } }, async () => ({ ok: true }));
    }),
  );
  t.app.get(LATER_PUBLIC, later, async () => ({ ok: true }));
  const res = await t.app.inject(OPENAPI_PATH);
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

/** Fastify's /api/admin/teams/:id is OpenAPI's /api/admin/teams/{id}. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const apiRoutes = () => t.routes.filter((route) => isContractPath(route.url));
const operationOf = (route: { method: string; url: string }) =>
  document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3 document whose references all resolve', async () => {
    const validator = new Validator();
    // A copy: resolving references rewrites the document it was given.
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toMatch(/^3\./);
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('names every API route, each with a JSON response schema for its success', () => {
    expect(apiRoutes().length).toBeGreaterThan(40);
    for (const route of apiRoutes()) {
      const operation = operationOf(route);
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const success = Object.entries(operation!.responses).filter(([status]) => status.startsWith('2'));
      expect(success, `${route.method} ${route.url}`).toHaveLength(1);
      const [[status, response]] = success as [[string, Operation['responses'][string]]];
      // JSON, or a file download declared by its media type (the enquiries' CSV export).
      const body = response.content?.['application/json'] ?? response.content?.['text/csv'];
      if (status !== '204') expect(body?.schema, `${route.method} ${route.url}`).toBeDefined();
      expect(operation!.responses['4XX']?.content?.['application/json']?.schema, route.url).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
  });

  it('names each operation from its method and path, once', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations()) {
      expect(operation.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
    }
    expect(document.paths['/api/admin/news/{id}']?.put?.operationId).toBe('putAdminNewsById');
    expect(document.paths['/api/admin/inquiries/export.csv']?.get?.operationId).toBe('getAdminInquiriesExportCsv');
    expect(document.paths['/api/admin/later-feature/{id}/summary']?.get?.operationId).toBe(
      'getAdminLaterFeatureByIdSummary',
    );
  });

  it('declares the session cookie, and asks for it with its permission on every admin operation', () => {
    expect(document.components.securitySchemes).toEqual({
      staffSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
    });
    const admin = apiRoutes().filter((route) => route.url.startsWith(`${ADMIN_PREFIX}/`));
    expect(admin.map((route) => route.url)).toContain(LATER_ADMIN);
    for (const route of admin) {
      const operation = operationOf(route)!;
      expect(operation.security, route.url).toEqual([{ staffSession: [] }]);
      expect(operation.description, route.url).toContain(permissionDescription(route.permission as Permission));
    }
  });

  it('says for every other operation whether it needs the session', () => {
    const others = apiRoutes().filter((route) => !route.url.startsWith(`${ADMIN_PREFIX}/`));
    const security = (url: string, method = 'get') => document.paths[url]![method]!.security;
    expect(security('/api/user')).toEqual([{ staffSession: [] }]);
    expect(security('/api/register', 'post')).toEqual([{ staffSession: [] }, {}]);
    expect(security('/api/news')).toEqual([]);
    expect(security(LATER_PUBLIC)).toEqual([]);
    for (const route of others) expect(operationOf(route)!.security, route.url).toBeInstanceOf(Array);
  });

  it('is served from PUBLIC_URL', () => {
    expect(document.servers?.[0]?.url).toBe(PUBLIC_URL);
  });

  it('leaves out pages, build files and uploads, and ships no documentation UI', () => {
    expect(Object.keys(document.paths).filter((path) => !isContractPath(path))).toEqual([]);
    expect(t.routes.filter((route) => /documentation|swagger/.test(route.url))).toEqual([]);
  });

  it('describes each write in the format the route accepts: a multipart form with a binary file, or JSON', async () => {
    const cookie = await t.signIn();
    // Every POST that sends a body; an undo (POST .../:id/restore), a reminder (POST .../:id/remind), a family's
    // new link or emailed link and a bank statement's confirmation send none.
    const sendsNone = /\/(restore|remind|confirm|family\/new-link|family\/email)$/;
    const writes = apiRoutes().filter(
      (route) => route.method === 'POST' && route.url.startsWith('/api/admin/') && !sendsNone.test(route.url),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      // A JSON body tells the two apart: form routes refuse it as not multipart, JSON routes read it.
      const res = await t.app.inject({ method: 'POST', url: route.url, headers: { cookie }, payload: {} });
      const content = document.paths[openApiPath(route.url)]!.post!.requestBody!.content;
      if (res.statusCode === 415) {
        expect(Object.keys(content), route.url).toEqual(['multipart/form-data']);
        const fields = Object.values(content['multipart/form-data']!.schema.properties ?? {});
        expect(
          fields.filter((field) => field.format === 'binary'),
          route.url,
        ).toHaveLength(1);
      } else {
        expect(res.statusCode, route.url).toBe(400);
        expect(Object.keys(content), route.url).toEqual(['application/json']);
      }
    }
  });

  it('is public, kept for an hour and revalidated by its ETag', async () => {
    const res = await t.app.inject({ url: OPENAPI_PATH, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-encoding']).toBe('br');
    const again = await t.app.inject({
      url: OPENAPI_PATH,
      headers: { 'accept-encoding': 'br', 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
