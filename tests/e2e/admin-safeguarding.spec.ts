// Safeguarding (ADR 027): staff decide what the world sees of each child, and are told when photo consent is needed.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { card, expectToast, formPanel, images, openSection } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { cardByHeading, detail } from './public-helpers';
import { siteToday } from './site';

/** A first name no other test uses, so the shortened name ('Kilaab12cd M.') is unique too. */
const firstName = () => `Kila${randomBytes(3).toString('hex')}`;

/** Adds a player with a photo through the API, as another staff member might have. */
async function addPlayer(page: Page, url: string, fields: Record<string, string>) {
  const res = await page.request.post(`${url}/api/admin/players`, {
    multipart: {
      position: 'Guard',
      ...fields,
      photo: { name: 'photo.png', mimeType: 'image/png', buffer: readFileSync(images.png) },
    },
  });
  expect(res.status()).toBe(201);
}

async function editPlayer(page: Page, url: string, name: string) {
  await openSection(page, url, 'profiles', 'Players & Coach Profiles');
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  return formPanel(page, 'Edit Player');
}

const publicCard = async (page: Page, url: string, name: string) => {
  await page.goto(`${url}/profiles`);
  return cardByHeading(page.getByRole('tabpanel', { name: /Players/ }), name);
};

test('staff hide a date of birth and shorten a name; the public card follows', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const first = firstName();
  const name = `${first} Morea`;
  // Everything shown, as staff may choose for a child (a new child's defaults: admin-child-defaults.spec.ts).
  const choices = { nameOnWebsite: 'full', showDateOfBirth: 'true' };
  await addPlayer(page, url, { name, dateOfBirth: '03-15-2012', photoConsentDate: siteToday(), ...choices });
  await expect(detail(await publicCard(page, url, name), 'DOB')).toHaveText('15 March 2012');

  const form = await editPlayer(page, url, name);
  await expect(form.getByLabel('Show date of birth')).toBeChecked();
  await expect(form.getByLabel('Name on the website')).toHaveValue('full');
  await expect(
    form.getByText('The photo shows on the website only while consent is less than 12 months old.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the player form with its publishing fields');
  await form.getByLabel('Show date of birth').uncheck();
  await form.getByRole('button', { name: 'Update Player' }).click();
  await expectToast(page, 'Player updated successfully');
  await expect(card(page, name)).toContainText('Date of birth hidden');

  const hidden = await publicCard(page, url, name);
  await expect(hidden).toBeVisible();
  await expect(hidden.locator('dt', { hasText: 'DOB' })).toHaveCount(0);
  await expect(hidden).not.toContainText('15 March 2012');
  await expect(hidden.getByRole('img', { name })).toBeVisible();

  const again = await editPlayer(page, url, name);
  await again.getByLabel('Name on the website').selectOption({ label: 'First name and initial' });
  await again.getByRole('button', { name: 'Update Player' }).click();
  await expectToast(page, 'Player updated successfully');
  await expect(card(page, name)).toContainText(`Name shown as ${first} M.`);

  const saved = await editPlayer(page, url, name);
  await expect(saved.getByLabel('Name on the website')).toHaveValue('first-initial');
  await expect(saved.getByLabel('Show date of birth')).not.toBeChecked();
  await saved.getByRole('button', { name: 'Cancel' }).click();

  const shortened = await publicCard(page, url, `${first} M.`);
  await expect(shortened).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

test('a photo without consent is listed under Consent needed and the public card shows the fallback', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const name = `${firstName()} Vagi`;
  await addPlayer(page, url, { name, nameOnWebsite: 'full' });

  const fallback = await publicCard(page, url, name);
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('img')).toHaveCount(0);

  await openSection(page, url, 'profiles', 'Players & Coach Profiles');
  const needed = page.getByRole('region', { name: 'Consent needed' });
  await expect(needed.getByRole('heading', { name: 'Consent needed', exact: true })).toBeVisible();
  await expect(needed.getByRole('listitem').filter({ hasText: name })).toContainText('No consent recorded');
  await expect(card(page, name)).toContainText('Photo hidden: no consent');

  await needed.getByRole('button', { name: `Record consent for ${name}` }).click();
  const form = formPanel(page, 'Edit Player');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  await form.getByLabel('Photo consent given on (optional)').fill(siteToday());
  await form.getByRole('button', { name: 'Update Player' }).click();
  await expectToast(page, 'Player updated successfully');
  await expect(needed.getByText(name)).toHaveCount(0);
  await expect(card(page, name)).not.toContainText('Photo hidden');

  const shown = await publicCard(page, url, name);
  await expect(shown.getByRole('img', { name })).toBeVisible();
});
