import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const team = {
  name: 'U16 Boys',
  ageGroup: 'U16',
  description: 'Competitive squad',
  features: ['Weekly training', 'Tours'],
  color: 'red',
};

describe('teams', () => {
  it('lists nothing on an empty database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teams' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('creates, updates and deletes a team', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/teams', headers: { cookie }, payload: team });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/teams/${id}`,
      headers: { cookie },
      payload: { ...team, name: 'U16 Girls' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('U16 Girls');
    const list = await t.app.inject({ method: 'GET', url: '/api/teams' });
    expect(list.json().map((x: { name: string }) => x.name)).toEqual(['U16 Girls']);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/teams/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
  });
});
