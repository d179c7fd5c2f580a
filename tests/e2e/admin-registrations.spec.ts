// Season registration (ADR 038) on a phone: a registration sent while the window is open waits in the portal with its
// New count on the menu; staff open it (medical notes in the detail only) and Accept it; the player then shows on
// /profiles as first name and initial, with no photo, as the family gave no photo consent. axe checks the detail
// (admin-a11y the section's screen).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addCalendarMonths } from '../../src/shared/publishing';
import { card, expectToast, openSection } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { cardByHeading } from './public-helpers';
import { siteToday } from './site';

/** Opens the registration window for '2027 Season' (Site Settings are saved whole). */
async function openRegistration(page: Page, url: string) {
  const { id, ...settings } = (await (await page.request.get(`${url}/api/settings`)).json()) as { id: string };
  const res = await page.request.put(`${url}/api/admin/settings/${id}`, {
    data: { ...settings, registrationOpen: true, season: '2027 Season' },
  });
  expect(res.status()).toBe(200);
}

test('staff accept a registration and the player shows on /profiles as first name and initial', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const first = `Kila${randomBytes(3).toString('hex')}`;
  const medical = `Asthma ${first}: inhaler in the kit bag`;
  const teamRes = await page.request.post(`${url}/api/admin/teams`, {
    data: {
      name: `U14 ${first}`,
      ageGroup: 'U14',
      description: 'For the registrations test.',
      features: [],
      color: 'red',
    },
  });
  expect(teamRes.status()).toBe(201);
  const team = (await teamRes.json()) as { id: string };
  await openRegistration(page, url);

  const sent = await page.request.post(`${url}/api/registrations`, {
    headers: { origin: url },
    data: {
      firstName: first,
      lastName: 'Mori',
      dateOfBirth: addCalendarMonths(siteToday(), -12 * 12),
      teamId: team.id,
      guardianName: 'Grace Mori',
      guardianRelationship: 'Mother',
      guardianPhone: '7123 4567',
      emergencyName: 'John Mori',
      emergencyPhone: '7234 5678',
      medical,
      consentCodeOfConduct: true,
      consentMedical: true,
      photoConsent: false,
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const waiting = (await (await page.request.get(`${url}/api/admin/registrations/summary`)).json()).new as number;

  // From the phone's menu, where the entry shows the New count.
  await openSection(page, url, 'inquiries', 'Contact Inquiries');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: `Registrations ${waiting} new`, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Player Registrations' })).toBeVisible();

  const registration = card(page, `${first} Mori`);
  await expect(registration.getByText('Status: New', { exact: true })).toBeVisible();
  await expect(registration).toContainText(reference);
  await expect(registration.getByRole('link', { name: '+675 7123 4567' })).toHaveAttribute('href', 'tel:+67571234567');
  await expect(registration.getByText('Medical notes: see details')).toBeVisible();
  await expect(page.getByText(medical)).toHaveCount(0);

  await registration.getByRole('button', { name: `Details of the registration of ${first} Mori` }).click();
  const dialog = page.getByRole('dialog', { name: `${first} Mori` });
  await expect(dialog.getByText(medical)).toBeVisible();
  await expect(dialog.getByText('John Mori')).toBeVisible();
  await expectNoAxeViolations(page, "a registration's detail");
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expectToast(page, 'Registration accepted');
  await expect(dialog.getByText("Accepted: the player's profile was created")).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open Profiles' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(registration.getByText('Status: Accepted', { exact: true })).toBeVisible();

  await page.goto(`${url}/profiles`);
  const shown = cardByHeading(page.getByRole('tabpanel', { name: /Players/ }), `${first} M.`);
  await expect(shown).toBeVisible();
  await expect(shown.locator('img')).toHaveCount(0);
  await expect(page.getByText(`${first} Mori`)).toHaveCount(0);
});
