// Charges through the staff's API: the season fee an accepted registration makes, a charge and its field messages,
// references unique and valid, one per player of a team or a tour's squad, the correction never below what is paid,
// waivers and their reason, the delete refused once a payment is allocated (else undone), and who may: Admins and
// the Treasurer, never a Coach or an Editor; a Coach sees only whether their players' season fee is paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedPlayer, caller, charge, pay, readCharge, tourWithSquad } from '../../../tests/fixtures/money';
import { openForRegistrations } from '../../../tests/fixtures/registrations';
import { normaliseReference } from '../../shared/payments';
import { noPermission, PERMISSIONS } from '../../shared/permissions';
import { players } from '../../shared/schema';
import { createTestApp, type TestApp, testClock } from '../test-app';

const clock = testClock('2027-02-01T09:00:00+10:00');
let t: TestApp;
let admin: string;
let treasurer: string;
let teamId: string;
let ana: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  call = caller(t);
  admin = await t.signIn('Ana');
  treasurer = await t.signIn('Bookkeeper', { role: 'treasurer' });
  teamId = await openForRegistrations(t, { seasonFeeKina: '150.00' });
  ana = await acceptedPlayer(t, admin, teamId, { firstName: 'Ana', lastName: 'Kila' });
});
afterAll(() => t.close());

const issuesOf = (body: { issues: { path: string; message: string }[] }) =>
  Object.fromEntries(body.issues.map((i) => [i.path, i.message]));

describe('the season fee', () => {
  it("is charged to an accepted registration's family, due in 30 days, with a valid reference", async () => {
    const res = await call(treasurer, 'GET', `/api/admin/charges?player=${ana}`);
    expect(res.statusCode, res.body).toBe(200);
    const [fee, ...others] = res.json();
    expect(others).toEqual([]);
    expect(fee).toMatchObject({
      playerId: ana,
      playerName: 'Ana Kila',
      familyId: expect.any(String),
      tourId: null,
      description: '2027 season fee',
      amountToea: 15000,
      dueOn: '2027-03-03',
      status: 'open',
      paidToea: 0,
      balanceToea: 15000,
      waivedAt: null,
      waiveReason: null,
    });
    expect(normaliseReference(fee.reference)).toBe(fee.reference);
  });
});

describe('POST /api/admin/charges', () => {
  it('makes a charge from kina as typed; refuses bad fields with their messages', async () => {
    const made = await charge(t, treasurer, ana, '45.50', 'Uniform');
    expect(made).toMatchObject({ amountToea: 4550, status: 'open', description: 'Uniform', dueOn: '2027-03-01' });
    const bad = await call(treasurer, 'POST', '/api/admin/charges', {
      playerId: ana,
      description: ' ',
      amountKina: '15.505',
      dueOn: 'soon',
    });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad.json())).toEqual({
      description: 'Description is required',
      amountKina: 'Use at most 2 decimal places (toea)',
      dueOn: 'Enter the due day as a day',
    });
    const nobody = await call(treasurer, 'POST', '/api/admin/charges', {
      playerId: '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c',
      description: 'Uniform',
      amountKina: '10',
      dueOn: '2027-03-01',
    });
    expect(nobody.statusCode).toBe(400);
    expect(issuesOf(nobody.json())).toEqual({ playerId: 'No such player' });
  });

  it('gives every charge its own reference, each with a valid check character', async () => {
    const made = await Promise.all(Array.from({ length: 12 }, () => charge(t, treasurer, ana, '1')));
    const references = made.map((c) => c.reference);
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references) expect(normaliseReference(reference)).toBe(reference);
  });
});

describe('POST /api/admin/charges/bulk', () => {
  it("charges each player of a team, or of a tour's squad with the tour's id", async () => {
    const [other] = await t.database.db
      .insert(players)
      .values({ name: 'Tom Vele', position: 'Guard', teamId })
      .returning({ id: players.id });
    const team = await call(treasurer, 'POST', '/api/admin/charges/bulk', {
      teamId,
      description: 'Shirt',
      amountKina: '20',
      dueOn: '2027-04-01',
    });
    expect(team.statusCode, team.body).toBe(201);
    expect(
      team
        .json()
        .map((c: { playerId: string }) => c.playerId)
        .sort(),
    ).toEqual([ana, other!.id].sort());

    const tour = await tourWithSquad(t, 'Cairns 2027', [other!.id]);
    const squad = await call(treasurer, 'POST', '/api/admin/charges/bulk', {
      tourId: tour.id,
      description: 'Cairns deposit',
      amountKina: '500',
      dueOn: '2027-04-01',
    });
    expect(squad.statusCode, squad.body).toBe(201);
    expect(squad.json()).toEqual([
      expect.objectContaining({ playerId: other!.id, tourId: tour.id, amountToea: 50000 }),
    ]);
    const neither = await call(treasurer, 'POST', '/api/admin/charges/bulk', {
      description: 'x',
      amountKina: '1',
      dueOn: '2027-04-01',
    });
    expect(neither.statusCode).toBe(400);
    expect(issuesOf(neither.json())).toEqual({ teamId: 'Choose a team or a tour' });
  });
});

describe('correcting, waiving and deleting', () => {
  it('never lowers the amount below what is paid', async () => {
    const made = await charge(t, treasurer, ana, '100');
    await pay(t, treasurer, '60', [{ chargeId: made.id, amountKina: '60' }]);
    const below = await call(treasurer, 'PUT', `/api/admin/charges/${made.id}`, {
      description: 'Camp',
      amountKina: '50',
      dueOn: '2027-03-01',
    });
    expect(below.statusCode).toBe(400);
    expect(issuesOf(below.json())).toEqual({ amountKina: 'K60.00 is paid of this charge: the amount cannot be less' });
    const fixed = await call(treasurer, 'PUT', `/api/admin/charges/${made.id}`, {
      description: 'Camp',
      amountKina: '60',
      dueOn: '2027-03-15',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ description: 'Camp', amountToea: 6000, status: 'paid', balanceToea: 0 });
  });

  it('waives a charge with a reason, which only money answers carry', async () => {
    const made = await charge(t, treasurer, ana, '30');
    const noReason = await call(treasurer, 'POST', `/api/admin/charges/${made.id}/waive`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(issuesOf(noReason.json())).toEqual({ reason: 'Reason is required' });
    const waived = await call(treasurer, 'POST', `/api/admin/charges/${made.id}/waive`, { reason: 'Hardship' });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json()).toMatchObject({ status: 'waived', waiveReason: 'Hardship', balanceToea: 0 });
    expect(waived.json().waivedAt).toBe(clock.now().toISOString());
    const refused = await call(treasurer, 'POST', '/api/admin/payments', {
      amountKina: '30',
      receivedOn: '2027-02-01',
      method: 'cash',
      payerName: 'Mary Kila',
      allocations: [{ chargeId: made.id, amountKina: '30' }],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('deletes a charge nothing is paid of, and Undo brings it back; once paid, 409', async () => {
    const made = await charge(t, treasurer, ana, '12');
    expect((await call(treasurer, 'DELETE', `/api/admin/charges/${made.id}`)).statusCode).toBe(204);
    expect((await call(treasurer, 'GET', `/api/admin/charges/${made.id}`)).statusCode).toBe(404);
    const restored = await call(treasurer, 'POST', `/api/admin/charges/${made.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().reference).toBe(made.reference);
    await pay(t, treasurer, '5', [{ chargeId: made.id, amountKina: '5' }]);
    const refused = await call(treasurer, 'DELETE', `/api/admin/charges/${made.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'A payment is allocated to this charge' });
    expect((await readCharge(t, treasurer, made.id)).status).toBe('part-paid');
  });

  it('lists by status, team and player', async () => {
    const paid = (await call(treasurer, 'GET', `/api/admin/charges?status=paid&player=${ana}`)).json();
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((c: { status: string }) => c.status === 'paid')).toBe(true);
    const team = (await call(treasurer, 'GET', `/api/admin/charges?team=${teamId}`)).json();
    expect(team.some((c: { playerId: string }) => c.playerId === ana)).toBe(true);
    expect((await call(treasurer, 'GET', '/api/admin/charges?status=owing')).statusCode).toBe(400);
  });
});

describe('who may', () => {
  it('refuses every money route to a Coach and an Editor (403), answers the Treasurer', async () => {
    const coach = await t.signIn('Coach', { role: 'coach', teamIds: [teamId] });
    const editor = await t.signIn('Editor', { role: 'editor' });
    const money = t.routes.filter((route) => route.permission === 'money');
    expect(money.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/admin/charges', '/api/admin/payments', '/api/admin/charges/:id/waive']),
    );
    for (const route of money) {
      const url = route.url.replace(':id', '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c');
      for (const cookie of [coach, editor]) {
        const res = await call(cookie, route.method as 'GET', url, route.method === 'GET' ? undefined : {});
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json()).toEqual({ message: noPermission(PERMISSIONS.money.words) });
      }
    }
    expect((await call(treasurer, 'GET', '/api/admin/charges')).statusCode).toBe(200);
  });

  it("shows a Coach whether their players' season fee is paid, and an Editor nothing of it", async () => {
    const coach = await t.signIn('Coach2', { role: 'coach', teamIds: [teamId] });
    const editor = await t.signIn('Editor2', { role: 'editor' });
    const feeOf = async (cookie: string) => {
      const res = await call(cookie, 'GET', '/api/admin/players');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { id: string; seasonFee: string | null }[]).find((p) => p.id === ana)?.seasonFee;
    };
    expect(await feeOf(coach)).toBe('open');
    const feeCharge = (await call(treasurer, 'GET', `/api/admin/charges?player=${ana}`))
      .json()
      .find((c: { description: string }) => c.description === '2027 season fee');
    await pay(t, treasurer, '150', [{ chargeId: feeCharge.id, amountKina: '150' }]);
    expect(await feeOf(coach)).toBe('paid');
    expect(await feeOf(editor)).toBeNull();
  });
});
