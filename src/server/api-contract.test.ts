// The published contract: /api/openapi.json is a valid OpenAPI 3 document naming every API route, and each
// route's declared request format is the one the route really accepts.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isContractPath, OPENAPI_PATH } from './api-contract';
import { createTestApp, type TestApp } from './test-app';

type Operation = {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject(OPENAPI_PATH);
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => t.close());

/** Fastify's /api/admin/teams/:id is OpenAPI's /api/admin/teams/{id}. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const apiRoutes = () => t.routes.filter((route) => isContractPath(route.url));

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
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
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

  it('leaves out pages, build files and uploads, and ships no documentation UI', () => {
    expect(Object.keys(document.paths).filter((path) => !isContractPath(path))).toEqual([]);
    expect(t.routes.filter((route) => /documentation|swagger/.test(route.url))).toEqual([]);
  });

  it('describes each write in the format the route accepts: a multipart form with a binary file, or JSON', async () => {
    const cookie = await t.signIn();
    // Every POST that sends a body; an undo (POST .../:id/restore) sends none.
    const writes = apiRoutes().filter(
      (route) => route.method === 'POST' && route.url.startsWith('/api/admin/') && !route.url.endsWith('/restore'),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      // A JSON body tells the two apart: form routes refuse it as not multipart, JSON routes read it.
      const res = await t.app.inject({ method: 'POST', url: route.url, headers: { cookie }, payload: {} });
      const content = document.paths[route.url]!.post!.requestBody!.content;
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
