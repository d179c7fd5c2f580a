// Tours, as staff use them on a phone: a tour created with its itinerary and a fundraising target, three
// contributions recorded to it (one anonymous), the total the portal computes from them on the tour's card and in
// its contributions, a correction opened with what was saved, the CSV file of them, and the tour's public page.

import type { Page } from '@playwright/test';
import { card, expectToast, formPanel, openSection, toasts, unique } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * axe on the screen once the toasts have gone: Radix puts a toast's role=status on its <li>, which axe reports
 * in any screen a toast is showing on (the portal's toasts, not this section).
 */
async function expectNoViolationsOnceToastsGo(page: Page, what: string) {
  await expect(toasts(page).getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page, what);
}

test('staff create a tour with a target, record three contributions and see the total', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const title = unique('Cairns 2027');
  await openSection(page, url, 'tours', 'Tours');

  await page.getByRole('button', { name: 'Add Tour' }).click();
  const form = formPanel(page, 'Add Tour');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Destination').fill('Cairns, Australia');
  await form.getByLabel('Start date').fill('2027-07-01');
  await form.getByLabel('End date').fill('2027-07-10');
  await form.getByLabel('Status').selectOption({ label: 'Fundraising' });
  await form.getByLabel('Fundraising target (PGK)').fill('60000');
  await form.getByRole('button', { name: 'Add day' }).click();
  const day = form.getByRole('group', { name: 'Day 1' });
  await expect(day.getByLabel('Date')).toBeFocused();
  await day.getByLabel('Date').fill('2027-07-01');
  await day.getByLabel('What happens').fill('Fly Port Moresby to Cairns');
  await form.getByRole('button', { name: 'Create Tour' }).click();
  await expectToast(page, 'Tour created successfully');
  await expect(form).toBeHidden();

  const tour = card(page, title);
  await expect(tour).toContainText('Cairns, Australia');
  await expect(tour).toContainText('PGK 0 raised of PGK 60,000');
  await tour.getByRole('button', { name: `Contributions to ${title}` }).click();
  const panel = page.getByRole('region', { name: `Contributions: ${title}` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('No contributions recorded yet.')).toBeVisible();

  const record = async (amount: string, method: string, name: string, shown: boolean) => {
    await panel.getByRole('button', { name: 'Add contribution' }).click();
    const add = formPanel(page, 'Add contribution');
    await add.getByLabel('Amount (PGK)').fill(amount);
    await add.getByLabel('Paid by').selectOption({ label: method });
    await add.getByLabel("Supporter's name").fill(name);
    if (shown) {
      await add.getByLabel('Show my name').check();
      await add.getByLabel('Show the amount').check();
    }
    await add.getByRole('button', { name: 'Record contribution' }).click();
    await expectToast(page, 'Contribution recorded');
    await expect(add).toBeHidden();
  };

  await record('10000', 'Bank transfer', 'Morea Family', true);
  // The form says what is wrong, in the server's words, and keeps what was typed.
  await panel.getByRole('button', { name: 'Add contribution' }).click();
  const add = formPanel(page, 'Add contribution');
  await add.getByLabel('Amount (PGK)').fill('12.345');
  await add.getByRole('button', { name: 'Record contribution' }).click();
  await expect(add.getByText('Use at most 2 decimal places (toea)')).toBeVisible();
  await expect(add.getByText('Choose Cash, Bank transfer, Mobile money or Sponsor')).toBeVisible();
  await expectNoViolationsOnceToastsGo(page, '/admin/tours with a contribution form showing its messages');
  await add.getByRole('button', { name: 'Cancel' }).click();

  await record('8,000', 'Cash', 'Ana Kila', true);
  // Anonymous: neither the name nor the amount on the website.
  await record('450', 'Mobile money', 'A quiet supporter', false);

  await expect(panel).toContainText('PGK 18,450 raised of PGK 60,000 · 3 contributions');
  await expect(tour).toContainText('PGK 18,450 raised of PGK 60,000');
  const quiet = panel.getByRole('listitem').filter({ hasText: 'A quiet supporter' });
  await expect(quiet).toContainText('On the website: Anonymous, amount not shown');
  await expectNoViolationsOnceToastsGo(page, '/admin/tours with a tour’s contributions open');

  // A correction opens with what was saved.
  await quiet.getByRole('button', { name: /^Edit the contribution of PGK 450/ }).click();
  const edit = formPanel(page, 'Edit contribution');
  await expect(edit.getByLabel('Amount (PGK)')).toHaveValue('450');
  await expect(edit.getByLabel('Paid by')).toHaveValue('mobile-money');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The CSV: every contribution, with the supporters' names for staff.
  const href = await panel.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await (await page.request.get(`${url}${href}`)).text();
  expect(csv).toContain('Date,Supporter,Amount (PGK),Method,Sponsor,Reference,Name shown,Amount shown');
  expect(csv).toContain('A quiet supporter,450.00,Mobile money,,,No,No');
  expect(csv).toContain('Morea Family,10000.00,Bank transfer,,,Yes,Yes');

  // The tour's public page, as relatives reach it from /tours: the bar, and the supporters as each chose.
  await page.goto(`${url}/tours`);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('PGK 18,450 raised of PGK 60,000')).toBeVisible();
  const supporters = page.getByRole('region', { name: /supporters/i });
  await expect(supporters).toContainText('Morea Family');
  await expect(supporters).toContainText('PGK 10,000');
  await expect(supporters).toContainText('Ana Kila');
  await expect(supporters).toContainText('Anonymous');
  await expect(page.locator('body')).not.toContainText('A quiet supporter');
  await expect(page.locator('body')).not.toContainText('PGK 450');
});
