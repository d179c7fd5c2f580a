// Players & Coach Profiles: stat cards, two tabs with their own forms, browser confirmations; /profiles follows.
import type { Page } from '@playwright/test';
import { ageOn } from '../../src/shared/date-of-birth';
import {
  card,
  confirmDelete,
  expectImageServed,
  expectToast,
  formPanel,
  images,
  openSection,
  unique,
} from './admin-helpers';
import { expect, test } from './fixtures';
import { siteToday } from './site';

const stat = (page: Page, label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');

type Row = { age: number | null; teamId: string | null };

async function expectedStats(page: Page, url: string, extra: Row[]) {
  const players = [...((await (await page.request.get(`${url}/api/players`)).json()) as Row[]), ...extra];
  const teams = (await (await page.request.get(`${url}/api/teams`)).json()) as { id: string }[];
  const ages = players.map((p) => p.age).filter((a): a is number => a !== null);
  return {
    avg: ages.length ? String(Math.round(ages.reduce((s, a) => s + a, 0) / ages.length)) : 'N/A',
    teamsWithPlayers: String(teams.filter((t) => players.some((p) => p.teamId === t.id)).length),
  };
}

test('players: create with a photo and team, stats follow, edit, confirm before delete', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const teamName = unique('Profile Team');
  const teamRes = await page.request.post(`${url}/api/admin/teams`, {
    data: { name: teamName, ageGroup: 'U14', description: 'For the profiles test.', features: [], color: 'red' },
  });
  expect(teamRes.status()).toBe(201);
  const team = (await teamRes.json()) as { id: string };
  const [first, second] = [unique('Kila Tau'), unique('Mera Vagi')];

  await openSection(page, url, 'profiles', 'Players & Coach Profiles');
  await expect(page.getByRole('tab', { name: 'Players' })).toHaveAttribute('aria-selected', 'true');
  const before = await expectedStats(page, url, []);
  await expect(stat(page, 'Avg Player Age')).toHaveText(before.avg);
  const totalBefore = ((await (await page.request.get(`${url}/api/players`)).json()) as unknown[]).length;
  await expect(stat(page, 'Total Players')).toHaveText(String(totalBefore));

  await page.getByRole('button', { name: 'Add Player' }).click();
  const form = formPanel(page, 'Add Player');
  await form.getByRole('button', { name: 'Create Player' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Position is required')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(first);
  await form.getByLabel('Position').fill('Point Guard');
  await form.getByLabel('Team (optional)').selectOption({ label: teamName });
  await form.getByLabel('Age (optional)').fill('12.5');
  await form.getByRole('button', { name: 'Create Player' }).click();
  await expect(form.getByText('Invalid input')).toBeVisible();
  await form.getByLabel('Age (optional)').fill('12');
  await form.getByLabel('Date of birth (optional)').fill('2012-03-15');
  // The age follows the date of birth (ADR 032); the name is shown in full by staff's choice.
  await expect(form.getByLabel('Age (optional)')).toHaveValue(String(ageOn('2012-03-15', siteToday())));
  await form.getByLabel('Name on the website').selectOption('full');
  await form.getByLabel('Photo (optional)').setInputFiles(images.png);
  await form.getByRole('button', { name: 'Create Player' }).click();
  await expectToast(page, 'Player created successfully');
  await expect(card(page, first)).toContainText(teamName);
  await expectImageServed(page, card(page, first).getByRole('img', { name: first }));

  await page.getByRole('button', { name: 'Add Player' }).click();
  await formPanel(page, 'Add Player').getByLabel('Name', { exact: true }).fill(second);
  await formPanel(page, 'Add Player').getByLabel('Position').fill('Center');
  await formPanel(page, 'Add Player').getByLabel('Age (optional)').fill('15');
  await formPanel(page, 'Add Player').getByLabel('Name on the website').selectOption('full');
  await formPanel(page, 'Add Player').getByLabel('From (optional)').fill('Lae');
  await formPanel(page, 'Add Player').getByRole('button', { name: 'Create Player' }).click();
  await expectToast(page, 'Player created successfully');

  await expect(stat(page, 'Total Players')).toHaveText(String(totalBefore + 2));
  const now = await expectedStats(page, url, []);
  await expect(stat(page, 'Avg Player Age')).toHaveText(now.avg);
  await expect(stat(page, 'Teams with Players')).toHaveText(now.teamsWithPlayers);
  expect(Number(now.teamsWithPlayers)).toBeGreaterThanOrEqual(1);

  await page.goto(`${url}/profiles`);
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  await expect(page.getByText(second, { exact: true })).toBeVisible();

  // Edit: without the date of birth, an emptied age is unset; the photo is kept.
  await openSection(page, url, 'profiles', 'Players & Coach Profiles');
  await card(page, first)
    .getByRole('button', { name: `Edit ${first}` })
    .click();
  const edit = formPanel(page, 'Edit Player');
  await expect(edit.getByLabel('Date of birth (optional)')).toHaveValue('2012-03-15');
  await expect(edit.getByLabel('Team (optional)')).toHaveValue(team.id);
  await edit.getByLabel('Date of birth (optional)').fill('');
  await edit.getByLabel('Age (optional)').fill('');
  await edit.getByLabel('Position').fill('Shooting Guard');
  await edit.getByRole('button', { name: 'Update Player' }).click();
  await expectToast(page, 'Player updated successfully');
  await expect(card(page, first)).toContainText('Shooting Guard');
  await expect(card(page, first)).not.toContainText('Age:');
  await expectImageServed(page, card(page, first).getByRole('img', { name: first }));
  await expect(stat(page, 'Avg Player Age')).toHaveText((await expectedStats(page, url, [])).avg);

  // The portal asks, naming the player, in the product's words (docs/product.md); Cancel keeps the player.
  await card(page, second)
    .getByRole('button', { name: `Delete ${second}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `Delete the player "${second}"?` });
  await expect(dialog).toContainText('Are you sure you want to delete this player?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, second)).toBeVisible();

  for (const name of [first, second]) {
    await card(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await confirmDelete(page);
    await expectToast(page, 'Player deleted successfully');
    await expect(card(page, name)).toHaveCount(0);
  }
  await expect(stat(page, 'Total Players')).toHaveText(String(totalBefore));
  await page.goto(`${url}/profiles`);
  await expect(page.getByText(first, { exact: true })).toHaveCount(0);
  expect((await page.request.delete(`${url}/api/admin/teams/${team.id}`)).status()).toBe(204);
});

test('coaches: their own tab and form; create, edit, confirm before delete', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const coach = unique('Coach Aisi');
  const draftPlayer = unique('Half-typed Player');
  await openSection(page, url, 'profiles', 'Players & Coach Profiles');
  const coachesBefore = ((await (await page.request.get(`${url}/api/coaches`)).json()) as unknown[]).length;
  await expect(stat(page, 'Total Coaches')).toHaveText(String(coachesBefore));

  // Each tab keeps its own form: a half-typed player survives a visit to Coaches.
  await page.getByRole('button', { name: 'Add Player' }).click();
  await formPanel(page, 'Add Player').getByLabel('Name', { exact: true }).fill(draftPlayer);

  await page.getByRole('tab', { name: 'Coaches' }).click();
  await expect(formPanel(page, 'Add Coach')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Coach' }).click();
  const form = formPanel(page, 'Add Coach');
  await form.getByLabel('Name').fill(coach);
  await form.getByLabel('Role').fill('Head Coach');
  await form.getByLabel('Age (optional)').fill('41');
  await form.getByLabel('Photo (optional)').setInputFiles(images.jpeg);
  await form.getByRole('button', { name: 'Create Coach' }).click();
  await expectToast(page, 'Coach created successfully');
  await expect(stat(page, 'Total Coaches')).toHaveText(String(coachesBefore + 1));
  await expectImageServed(page, card(page, coach).getByRole('img', { name: coach }));

  await page.getByRole('tab', { name: 'Players' }).click();
  await expect(formPanel(page, 'Add Player').getByLabel('Name', { exact: true })).toHaveValue(draftPlayer);
  await page.getByRole('button', { name: 'Cancel', expanded: true }).click();
  await expect(formPanel(page, 'Add Player')).toHaveCount(0);

  await page.goto(`${url}/profiles`);
  await expect(page.getByText(coach, { exact: true })).toBeAttached();

  await openSection(page, url, 'profiles', 'Players & Coach Profiles');
  await page.getByRole('tab', { name: 'Coaches' }).click();
  await card(page, coach)
    .getByRole('button', { name: `Edit ${coach}` })
    .click();
  const edit = formPanel(page, 'Edit Coach');
  await expect(edit.getByLabel('Role')).toHaveValue('Head Coach');
  await edit.getByLabel('Role').fill('Assistant Coach');
  await edit.getByRole('button', { name: 'Update Coach' }).click();
  await expectToast(page, 'Coach updated successfully');
  await expect(card(page, coach)).toContainText('Assistant Coach');

  await card(page, coach)
    .getByRole('button', { name: `Delete ${coach}` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this coach?');
  await confirmDelete(page, `Delete the coach "${coach}"?`);
  await expectToast(page, 'Coach deleted successfully');
  await expect(stat(page, 'Total Coaches')).toHaveText(String(coachesBefore));
});
