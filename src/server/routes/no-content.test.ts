// Answers without a body (204: deletes, reordering, sign-out) are sent once: sending one twice made Node refuse
// the second ('Cannot write headers after they are sent'), logged as an error on every delete.
import { tracingChannel } from 'node:diagnostics_channel';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES } from '../../../tests/fixtures/content';
import { users } from '../../shared/schema';
import { signedInTestApp, type TestApp } from '../test-app';

type LogLine = { level: number; msg?: string; err?: { message?: string } };
const WARN = 40;

let t: TestApp;
let cookie: string;
const lines: string[] = [];
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({}, { log: { write: (line) => void lines.push(line) } }));
});
afterAll(() => t.close());

/**
 * Resolves when the route handler of the next request has finished, its promise included: Fastify's tracing channel
 * says so (`end` for a handler that returned a value, `asyncEnd` once a returned promise has settled and its value,
 * if any, has been sent).
 */
function nextHandlerFinished(): Promise<void> {
  const channel = tracingChannel<string, { async?: boolean }>('fastify.request.handler');
  return new Promise((resolve) => {
    const finished = () => {
      channel.unsubscribe(subscribers);
      resolve();
    };
    const subscribers = {
      start() {},
      asyncStart() {},
      error() {},
      end: (message: { async?: boolean }) => void (message.async ? undefined : finished()),
      asyncEnd: finished,
    };
    channel.subscribe(subscribers);
  });
}

/** The answer's status, after expecting that nothing at warn level or above was logged while it was made. */
async function statusLoggingNothingWrong(request: InjectOptions): Promise<number> {
  const from = lines.length;
  const handled = nextHandlerFinished();
  const res = await t.app.inject(request);
  // A second send happens after the answer has left, when the handler's promise settles: wait for that.
  await handled;
  const written = lines.slice(from);
  expect(written.join('')).not.toContain('Cannot write headers');
  const problems = written.map((line) => JSON.parse(line) as LogLine).filter((line) => line.level >= WARN);
  expect(problems.map((line) => line.err?.message ?? line.msg)).toEqual([]);
  expect(res.rawPayload.length).toBe(0);
  return res.statusCode;
}

const create = async (path: keyof typeof JSON_ENTITIES) => {
  const payload = JSON_ENTITIES[path].body;
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/${path}`, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};

describe('answers without a body are sent once, and nothing is logged', () => {
  it('deleting content', async () => {
    const { id } = await create('teams');
    expect(
      await statusLoggingNothingWrong({ method: 'DELETE', url: `/api/admin/teams/${id}`, headers: { cookie } }),
    ).toBe(204);
  });

  it('reordering a list', async () => {
    const ids = [(await create('about')).id, (await create('about')).id].reverse();
    const reorder: InjectOptions = {
      method: 'PUT',
      url: '/api/admin/about/order',
      headers: { cookie },
      payload: { ids },
    };
    expect(await statusLoggingNothingWrong(reorder)).toBe(204);
  });

  it('deleting an enquiry', async () => {
    const enquiry = {
      firstName: 'Ana',
      lastName: 'Kei',
      email: 'ana@example.com',
      ageGroup: 'u14',
      message: 'Could my son try out?',
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: enquiry })).statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/admin/inquiries', headers: { cookie } });
    const [{ id }] = list.json() as [{ id: number }];
    const remove: InjectOptions = { method: 'DELETE', url: `/api/admin/inquiries/${id}`, headers: { cookie } };
    expect(await statusLoggingNothingWrong(remove)).toBe(204);
  });

  it("removing a colleague's account", async () => {
    await t.signIn('colleague');
    const [colleague] = (await t.database.db.select().from(users)).filter((user) => user.username === 'colleague');
    const remove: InjectOptions = { method: 'DELETE', url: `/api/admin/staff/${colleague!.id}`, headers: { cookie } };
    expect(await statusLoggingNothingWrong(remove)).toBe(204);
  });

  it('signing out', async () => {
    expect(await statusLoggingNothingWrong({ method: 'POST', url: '/api/logout', headers: { cookie } })).toBe(204);
  });
});
