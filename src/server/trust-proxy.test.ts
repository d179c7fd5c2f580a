// Which address the limits count: the connection's, unless TRUST_PROXY names the proxy that sent X-Forwarded-For.
// app.inject connects from 127.0.0.1 unless told otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxies } from './app';
import { hashPassword } from './auth/passwords';
import { createUser } from './services/users';
import { createTestApp, type TestApp } from './test-app';

const PASSWORD = 'hoops-2024!';

it('reads TRUST_PROXY as none, a hop count, or addresses', () => {
  expect(trustedProxies('')).toBe(false);
  expect(trustedProxies('0')).toBe(false);
  const oneHop = trustedProxies('1') as (address: string, hop: number) => boolean;
  expect([oneHop('127.0.0.1', 0), oneHop('203.0.113.1', 1)]).toEqual([true, false]);
  expect(trustedProxies('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
});

function withApp(trustProxy: string) {
  const app = { t: undefined as unknown as TestApp };
  beforeAll(async () => {
    app.t = await createTestApp({ TRUST_PROXY: trustProxy });
    await createUser(app.t.database.db, 'coach', await hashPassword(PASSWORD));
  });
  afterAll(() => app.t.close());
  /** A wrong password, from remoteAddress, claiming to be forwarded for forwardedFor. */
  const guess = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'coach', password: 'guess' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
  return guess;
}

describe('with TRUST_PROXY empty (the default)', () => {
  const guess = withApp('');

  it('ignores X-Forwarded-For: a new claimed address each time gets no extra sign-in attempts', async () => {
    for (let i = 0; i < 10; i++) expect((await guess(`203.0.113.${i + 1}`)).statusCode).toBe(401);
    expect((await guess('203.0.113.99')).statusCode).toBe(429);
  });
});

describe.each(['127.0.0.1', '1'])('with TRUST_PROXY=%s', (trustProxy) => {
  const guess = withApp(trustProxy);

  it('counts the address the proxy forwarded for', async () => {
    for (let i = 0; i < 10; i++) expect((await guess('203.0.113.7')).statusCode).toBe(401);
    expect((await guess('203.0.113.7')).statusCode).toBe(429);
    // Another visitor behind the same proxy is not limited by the first one's guesses.
    expect((await guess('203.0.113.8')).statusCode).toBe(401);
  });

  it('believes only the nearest hop: a client prepending its own X-Forwarded-For gains nothing', async () => {
    // The proxy appends the address it saw; whatever the client put before it is not believed.
    for (let i = 0; i < 10; i++) expect((await guess(`10.9.9.${i}, 203.0.113.20`)).statusCode).toBe(401);
    expect((await guess('10.9.9.99, 203.0.113.20')).statusCode).toBe(429);
  });
});

describe('with TRUST_PROXY naming a proxy the request did not come through', () => {
  const guess = withApp('10.0.0.1');

  it('ignores X-Forwarded-For from any other address', async () => {
    for (let i = 0; i < 10; i++) expect((await guess(`203.0.113.${i + 1}`, '192.0.2.44')).statusCode).toBe(401);
    expect((await guess('203.0.113.99', '192.0.2.44')).statusCode).toBe(429);
  });
});
