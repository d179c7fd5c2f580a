// The tests' response check catches what it is there for: a wrong answer fails, even one from the cache.
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { type ContractProblem, takeContractProblems } from './contract-problems';
import { contractMismatch, registerResponseCheck } from './response-check';
import { createTestApp, type TestApp } from './test-app';

const row = z.object({
  id: z.number(),
  createdAt: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
});
const json = 'application/json; charset=utf-8';

describe('contractMismatch', () => {
  it('accepts exactly what the schema declares', () => {
    expect(contractMismatch(row, '{"id":1,"createdAt":"2026-01-02T03:04:05.000Z"}', json)).toBeNull();
  });

  it.each([
    ['a missing field', '{"id":1}'],
    ['a wrong type', '{"id":"1","createdAt":"2026-01-02T03:04:05.000Z"}'],
    ['a timestamp that is not ISO 8601', '{"id":1,"createdAt":"yesterday"}'],
    ['a field the contract does not name', '{"id":1,"createdAt":"2026-01-02T03:04:05.000Z","password":"x"}'],
    ['a body that is not JSON', '<html>'],
  ])('refuses %s', (_what, body) => {
    expect(contractMismatch(row, body, json)).not.toBeNull();
  });

  it('refuses JSON sent as another type, and a body where none is declared', () => {
    expect(contractMismatch(row, '{"id":1,"createdAt":"2026-01-02T03:04:05.000Z"}', 'text/html')).not.toBeNull();
    expect(contractMismatch(z.undefined(), '{}', json)).not.toBeNull();
    expect(contractMismatch(z.undefined(), '', '')).toBeNull();
  });
});

describe('registerResponseCheck', () => {
  it('reports an API route without a response schema, and a status a route does not declare', async () => {
    const problems: ContractProblem[] = [];
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    registerResponseCheck(app, { report: (p) => problems.push(p), routes: [] });
    app.get('/api/undeclared', async () => ({}));
    // Answers 202 where only 200 is declared (plain Fastify types do not know zod schemas).
    app.get('/api/declared', { schema: { response: { 200: row } } }, async (_request, reply) =>
      reply.code(202 as 200).send('{}'),
    );
    await app.ready();
    expect(problems).toEqual([{ route: 'GET /api/undeclared', problem: 'declares no response schema' }]);
    await app.inject('/api/declared');
    expect(problems[1]).toMatchObject({ route: 'GET /api/declared', status: 202 });
    await app.close();
  });
});

describe('in the test app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fails a wrong answer served from the response cache, compressed, which no serializer sees', async () => {
    const wrong = JSON.stringify(Array.from({ length: 50 }, () => ({ id: 1, name: 'not a team row' })));
    await t.app.responseCache.get('/api/teams', async () => ({ status: 200, contentType: json, body: wrong }));
    const res = await t.app.inject({ url: '/api/teams', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const problems = takeContractProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ route: 'GET /api/teams', status: 200 });
    t.app.responseCache.clear();
  });

  it('passes the real answers', async () => {
    await t.app.inject('/api/teams');
    await t.app.inject('/api/settings');
    await t.app.inject('/api/user');
    expect(takeContractProblems()).toEqual([]);
  });
});
