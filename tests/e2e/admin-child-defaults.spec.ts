// Children's defaults (ADR 032), on a phone: a child added in the portal starts with first name and initial and the
// date of birth hidden, the choices follow the date of birth as it is entered, and the public card shows the age only.
import { randomBytes } from 'node:crypto';
import { ageOn } from '../../src/shared/date-of-birth';
import { addCalendarMonths } from '../../src/shared/publishing';
import { card, expectToast, formPanel, openSection } from './admin-helpers';
import { expect, test } from './fixtures';
import { cardByHeading, detail } from './public-helpers';
import { siteToday } from './site';

test("a child added on a phone gets a child's defaults, and the public card shows the age only", async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const first = `Sera${randomBytes(3).toString('hex')}`;
  const today = siteToday();
  // A child's 14th birthday today, and an adult's 25th.
  const child = addCalendarMonths(today, -14 * 12);
  const adult = addCalendarMonths(today, -25 * 12);

  await openSection(page, url, 'profiles', 'Players & Coach Profiles');
  await page.getByRole('button', { name: 'Add Player' }).click();
  const form = formPanel(page, 'Add Player');
  const nameShown = form.getByLabel('Name on the website');
  const showDateOfBirth = form.getByLabel('Show date of birth');
  // Age not known yet: a child's defaults, and no exact date beside a short name.
  await expect(nameShown).toHaveValue('first-initial');
  await expect(showDateOfBirth).not.toBeChecked();
  await expect(showDateOfBirth).toBeDisabled();
  await expect(form.getByText('With first name and initial, the website shows the age only.')).toBeVisible();

  await form.getByLabel('Name', { exact: true }).fill(`${first} Kaupa`);
  await form.getByLabel('Position').fill('Guard');
  // An adult's date of birth gives an adult's defaults; a child's brings the child's back.
  await form.getByLabel('Date of birth (optional)').fill(adult);
  await expect(nameShown).toHaveValue('full');
  await expect(showDateOfBirth).toBeChecked();
  await form.getByLabel('Date of birth (optional)').fill(child);
  await expect(nameShown).toHaveValue('first-initial');
  await expect(showDateOfBirth).not.toBeChecked();
  await expect(form.getByLabel('Age (optional)')).toHaveValue('14');
  await form.getByRole('button', { name: 'Create Player' }).click();
  await expectToast(page, 'Player created successfully');
  await expect(card(page, `${first} Kaupa`)).toContainText('Name shown as');

  await page.goto(`${url}/profiles`);
  const shown = cardByHeading(page.getByRole('tabpanel', { name: /Players/ }), `${first} K.`);
  await expect(detail(shown, 'Age')).toHaveText(String(ageOn(child, today)));
  await expect(shown.locator('dt', { hasText: 'DOB' })).toHaveCount(0);
  await expect(page.getByText(`${first} Kaupa`)).toHaveCount(0);
});
