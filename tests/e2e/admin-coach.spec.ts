// A volunteer coach's account (ADR 040): an Admin gives them the U14 team; on their phone they see only
// their sections, enter their team's result, add a player to it, and are refused another team's registrations. The
// Admin then reads both writes in the Activity section, in words, newest first, and follows one to its item.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { card, expectToast } from './admin-helpers';
import { expect, test } from './fixtures';

async function newTeam(page: Page, url: string, name: string) {
  const res = await page.request.post(`${url}/api/admin/teams`, {
    data: { name, ageGroup: 'U14', description: 'For the coach test.', features: [], color: 'red' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

async function playedGame(page: Page, url: string, teamId: string, title: string) {
  const res = await page.request.post(`${url}/api/admin/events`, {
    data: {
      teamId,
      kind: 'game',
      title,
      startsAt: '2025-06-14T05:00:00.000Z',
      endsAt: '2025-06-14T07:00:00.000Z',
      venue: 'Sir John Guise Stadium',
      homeAway: 'home',
    },
  });
  expect(res.status()).toBe(201);
}

test('a Coach sees only their sections, enters their team result and adds a player, cannot read another team; an Admin reads both in Activity', async ({
  signedInPage: admin,
  adminSite,
  browser,
  viewport,
}) => {
  const { url } = adminSite;
  const suffix = randomBytes(3).toString('hex');
  const u14 = await newTeam(admin, url, 'U14 Development');
  const other = await newTeam(admin, url, `U16 Competitive ${suffix}`);
  const ours = `vs Lae Eagles ${suffix}`;
  const theirs = `vs Goroka Gurias ${suffix}`;
  await playedGame(admin, url, u14.id, ours);
  await playedGame(admin, url, other.id, theirs);
  const coach = { username: `coach-${suffix}`, password: 'coach-password-1' };
  const playerFirstName = `Kila${suffix}`;
  let playerId = '';
  const added = await admin.request.post(`${url}/api/admin/staff`, {
    data: { ...coach, role: 'coach', teamIds: [u14.id] },
  });
  expect(added.status()).toBe(201);

  // The coach's own phone.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    await page.goto(`${url}/auth`);
    await page.getByLabel('Username').fill(coach.username);
    await page.getByLabel('Password').fill(coach.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(`${url}/admin`);
    // They land on their first section, not on About.
    await expect(page.getByRole('heading', { level: 1, name: 'Fixtures & Results' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('navigation', { name: 'Admin sections' }).getByRole('link')).toHaveText([
      'Fixtures & Results',
      'Profiles',
      'Registrations',
    ]);
    await expect(menu.getByRole('link', { name: 'Sponsors' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await expect(menu.getByTestId('signed-in-role')).toHaveText('Coach');
    await menu.getByRole('link', { name: 'Fixtures & Results' }).click();
    await expect(menu).toBeHidden();

    // Only their team's game; its result is entered.
    await expect(card(page, theirs)).toHaveCount(0);
    await card(page, ours)
      .getByRole('button', { name: `Enter Result for ${ours}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Enter Result' });
    await dialog.getByLabel('Our score').fill('54');
    await dialog.getByLabel('Their score').fill('48');
    await dialog.getByRole('button', { name: 'Save Result' }).click();
    await expectToast(page, 'Event updated successfully');
    await expect(card(page, ours)).toContainText('W 54–48');

    // A second write: a player for their team (as the Profiles form sends it).
    const player = await page.request.post(`${url}/api/admin/players`, {
      headers: { origin: url },
      multipart: { name: `${playerFirstName} Mori`, position: 'Guard', teamId: u14.id },
    });
    expect(player.status()).toBe(201);
    playerId = ((await player.json()) as { id: string }).id;

    // Another team's registrations: no menu entry, and the server refuses them.
    const refused = await page.evaluate(async (team) => {
      const res = await fetch(`/api/admin/registrations?team=${team}`);
      return { status: res.status, body: await res.json() };
    }, other.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^You do not have permission to /);

    // A section's address they may not use says so instead of showing it.
    await page.goto(`${url}/admin/sponsors`);
    await expect(page.getByText('You do not have permission to change the website content')).toBeVisible();
  } finally {
    await context.close();
  }

  // The Admin reads the coach's two writes in words, the newest first, and follows the player's to its card.
  await admin.goto(`${url}/admin/activity`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  await admin.getByLabel('Person').selectOption({ label: coach.username });
  const entries = admin.getByRole('main').getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(`${coach.username} added the player ${playerFirstName} M.`);
  await expect(entries.nth(1)).toContainText(`${coach.username} entered the result U14 Development 54-48`);
  await entries.nth(0).getByRole('link', { name: 'Open in Profiles' }).click();
  await expect(admin).toHaveURL(`${url}/admin/profiles#item-${playerId}`);
  await expect(admin.locator(`#item-${playerId}`)).toBeFocused();
});
