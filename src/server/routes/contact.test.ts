import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '../services/enquiries';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const enquiry = {
  firstName: 'Ana',
  lastName: 'Kei',
  email: 'ana@example.com',
  ageGroup: 'u14',
  message: 'My daughter would like to try out.',
};
// Enquiries are limited per address; each test sends from its own.
let sender = 0;
const send = (payload: object, remoteAddress = `10.1.0.${++sender}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
const inquiries = () => t.app.inject({ url: '/api/admin/inquiries', headers: { cookie } });

describe('POST /api/contact', () => {
  it('stores an enquiry (201)', async () => {
    const res = await send(enquiry);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(enquiry);
  });

  it('gives the messages of docs/product.md "Validation messages"', async () => {
    const res = await send({ firstName: '', lastName: ' ', email: 'ana@', message: 'Too short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid input',
      issues: [
        { path: 'firstName', message: 'First name is required' },
        { path: 'lastName', message: 'Last name is required' },
        { path: 'email', message: 'Valid email is required' },
        { path: 'message', message: 'Message must be at least 10 characters' },
      ],
    });
    const missing = await send({});
    expect(missing.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Message must be at least 10 characters',
    ]);
  });

  it('takes an optional PNG phone number, stored one way, and refuses another with an example', async () => {
    expect((await send(enquiry)).json().phone).toBeNull();
    expect((await send({ ...enquiry, phone: '' })).json().phone).toBeNull();
    expect((await send({ ...enquiry, phone: '7123 4567' })).json().phone).toBe('+675 7123 4567');
    expect((await send({ ...enquiry, phone: '675-321-1234' })).json().phone).toBe('+675 321 1234');
    for (const phone of ['12345', '+61 412 345 678', 71234567]) {
      const wrong = await send({ ...enquiry, phone });
      expect(wrong.statusCode, String(phone)).toBe(400);
      expect(wrong.json().issues).toEqual([
        { path: 'phone', message: "Enter a PNG phone number, such as '7123 4567' or '+675 321 1234'" },
      ]);
    }
  });

  it('takes one of the five age groups, or none', async () => {
    for (const ageGroup of ['u10', 'u14', 'u16', 'u19', 'senior']) {
      expect((await send({ ...enquiry, ageGroup }, '10.2.0.1')).statusCode).toBe(201);
    }
    expect((await send({ ...enquiry, ageGroup: '' })).json().ageGroup).toBeNull();
    const { ageGroup: _none, ...withoutAgeGroup } = enquiry;
    expect((await send(withoutAgeGroup)).json().ageGroup).toBeNull();
    const wrong = await send({ ...enquiry, ageGroup: 'u12' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'ageGroup', message: 'Invalid input' }]);
  });

  it(`answers 429 after ${CONTACT_RATE_LIMIT.max} enquiries in ${CONTACT_RATE_LIMIT.minutes} minutes from one address`, async () => {
    const { max } = CONTACT_RATE_LIMIT;
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await send(enquiry, '10.3.0.1')).statusCode);
    expect(statuses).toEqual(Array(max).fill(201));
    const limited = await send(enquiry, '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Rate limit exceeded, retry in 10 minutes' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect((await send(enquiry, '10.3.0.2')).statusCode).toBe(201);
  });
});

describe('GET /api/admin/inquiries', () => {
  it('lists enquiries newest first', async () => {
    for (const firstName of ['Older', 'Newer']) await send({ ...enquiry, firstName });
    const res = await inquiries();
    expect(res.statusCode).toBe(200);
    const names = res.json().map((row: { firstName: string }) => row.firstName);
    expect(names.slice(0, 2)).toEqual(['Newer', 'Older']);
    const dates = res.json().map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ url: '/api/admin/inquiries' });
    expect(res.statusCode).toBe(401);
  });
});
