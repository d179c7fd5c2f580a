// Two instances on one PostgreSQL database, each with its own DATA_DIR: together they allow exactly what one
// allows, and a setup link printed by either keeps working while the other restarts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupCodes } from '../../shared/schema';
import { hashPassword } from '../auth/passwords';
import { issueSetupCode } from '../auth/setup-code';
import { CONTACT_RATE_LIMIT } from '../services/enquiries';
import { createUser } from '../services/users';
import { createSecondInstance, createTestApp, type TestApp, usingPostgres } from '../test-app';

const PASSWORD = 'hoops-2024!';

describe.runIf(usingPostgres())('limits shared by instances on PostgreSQL', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondInstance>>;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createSecondInstance(a);
    await createUser(a.database.db, 'coach', await hashPassword(PASSWORD));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const signIn = (app: FastifyInstance, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { username: 'coach', password }, remoteAddress });

  it('answers the 11th wrong password with 429 on either instance after 10 spread over both', async () => {
    const address = '198.51.100.1';
    for (let i = 0; i < 10; i++) {
      const res = await signIn(i % 2 === 0 ? a.app : b.app, 'guess', address);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    for (const app of [a.app, b.app]) {
      const limited = await signIn(app, PASSWORD, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many sign-in attempts/);
    }
    expect((await signIn(b.app, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  it('allows as many enquiries from one address over both instances as from one', async () => {
    const address = '198.51.100.3';
    const enquiry = {
      firstName: 'Ana',
      lastName: 'Kei',
      email: 'ana@example.com',
      message: 'My daughter would like to try out.',
    };
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: enquiry, remoteAddress: address });
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send(i % 2 === 0 ? a.app : b.app)).statusCode, `enquiry ${i + 1}`).toBe(201);
    }
    expect((await send(a.app)).statusCode).toBe(429);
    expect((await send(b.app)).statusCode).toBe(429);
  });
});

describe.runIf(usingPostgres())('the setup link with several instances on PostgreSQL', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(() => a?.close());

  it('keeps a link printed by A working after B restarts, until the first account exists', async () => {
    // Each start issues its code as the server's start does (announceSetupLink prints what issueSetupCode makes).
    const fromA = await issueSetupCode(a.database);
    const firstB = await createSecondInstance(a);
    const fromFirstB = await issueSetupCode(firstB.database);
    await firstB.close();
    const b = await createSecondInstance(a);
    try {
      expect(await issueSetupCode(b.database)).toEqual(expect.any(String));
      const register = (app: FastifyInstance, username: string, setupCode: string | null) =>
        app.inject({ method: 'POST', url: '/api/register', payload: { username, password: PASSWORD, setupCode } });
      const created = await register(b.app, 'first', fromA!);
      expect(created.statusCode, created.body).toBe(201);
      // Once the account exists, no code makes another.
      expect((await register(a.app, 'second', fromFirstB!)).statusCode).toBe(401);
      expect(await a.database.db.select().from(setupCodes)).toEqual([]);
      expect(await issueSetupCode(b.database)).toBeNull();
    } finally {
      await b.close();
    }
  });
});
