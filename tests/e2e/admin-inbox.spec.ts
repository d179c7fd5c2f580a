// The enquiry inbox: enquiries sent with the public form, the New count on the menu, changing status
// (also by using the mail link), notes that survive a failed save, the filter, the CSV download, and delete.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { card, expectToast, openSection, unique } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openPage, toastRegion } from './public-helpers';

async function sendWithTheForm(page: Page, url: string, firstName: string, lastName: string, message: string) {
  await openPage(page, `${url}/#contact`);
  const form = page.getByRole('form', { name: 'Get Started Today' });
  await form.getByLabel('First Name').fill(firstName);
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email').fill(`${firstName.split(' ')[1]}@example.org`);
  await form.getByLabel('Age Group').selectOption('u16');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastRegion(page).getByText('Message Sent!')).toBeVisible();
}

/** The menu's Inquiries entry, named with its badge ('Inquiries 3 new'), or without one when none is New. */
const expectBadge = (page: Page, count: number) =>
  expect(
    page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: count ? `Inquiries ${count} new` : 'Inquiries', exact: true }),
  ).toBeVisible();

test('staff see the New count, answer, note, filter, export and delete enquiries', async ({
  signedInPage: page,
  adminSite,
  consoleErrors,
}) => {
  const { url } = adminSite;
  const before = (await (await page.request.get(`${url}/api/admin/inquiries/summary`)).json()).new as number;
  const ana = unique('Ana');
  const zoe = unique('Zoë');
  await sendWithTheForm(page, url, ana, 'Kila', 'Our daughter would like to try out, please.');
  await sendWithTheForm(page, url, zoe, '=Kaupa', 'Can my son join the U16 team, "this" season?');

  await openSection(page, url, 'inquiries', 'Contact Inquiries');
  await expectBadge(page, before + 2);
  const anaCard = card(page, `${ana} Kila`);
  const zoeCard = card(page, `${zoe} =Kaupa`);
  await expect(anaCard.getByText('Status: New', { exact: true })).toBeVisible();

  // A status changed by hand; the badge drops.
  await anaCard.getByLabel('Status').selectOption('replied');
  await expectToast(page, 'Status changed');
  await expect(anaCard.getByText('Status: Replied', { exact: true })).toBeVisible();
  await expectBadge(page, before + 1);

  // The mail link marks a New enquiry Replied, and still leads to the mail app (no mail app in this browser).
  const mailLink = zoeCard.getByRole('link', { name: /@example\.org$/ });
  await expect(mailLink).toHaveAttribute('href', /^mailto:/);
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
    }),
  );
  await mailLink.click();
  await expect(zoeCard.getByLabel('Status')).toHaveValue('replied');
  await expectBadge(page, before);

  // Notes: a failed save keeps what was typed; the next save keeps it for good.
  const notes = 'Called back; trial on Saturday at 9.';
  await zoeCard.getByLabel('Staff notes').fill(notes);
  await page.route('**/api/admin/inquiries/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' })
      : route.fallback(),
  );
  await zoeCard.getByRole('button', { name: 'Save notes' }).click();
  await expectToast(page, 'Failed to save notes', 'Unavailable');
  await expect(zoeCard.getByLabel('Staff notes')).toHaveValue(notes);
  const provoked = consoleErrors.findIndex((text) => text.includes('status of 503'));
  expect(provoked).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(provoked, 1);
  await page.unrouteAll();
  await zoeCard.getByRole('button', { name: 'Save notes' }).click();
  await expectToast(page, 'Notes saved');
  await page.reload();
  await expect(zoeCard.getByLabel('Staff notes')).toHaveValue(notes);
  // Checked with no toast showing (the toaster has its own checks).
  await expectNoAxeViolations(page, 'the enquiry inbox with its controls');

  // Close Ana's; the filter shows each status on its own.
  await anaCard.getByLabel('Status').selectOption('closed');
  await expect(anaCard.getByText('Status: Closed', { exact: true })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Show inquiries by status' });
  await filters.getByRole('button', { name: 'Replied' }).click();
  await expect(filters.getByRole('button', { name: 'Replied' })).toHaveAttribute('aria-pressed', 'true');
  await expect(zoeCard).toBeVisible();
  await expect(anaCard).toHaveCount(0);

  // The download holds the Replied ones only, as a spreadsheet reads them.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  // Named after the club's date (en-CA writes YYYY-MM-DD).
  const clubDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Port_Moresby' }).format(new Date());
  expect(download.suggestedFilename()).toBe(`enquiries-${clubDay}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  expect(text.split('\r\n')[0]).toBe(
    'Received (Pacific/Port_Moresby),Status,First name,Last name,Email,Phone,Age group,Message,Notes',
  );
  expect(text).toContain(
    `,Replied,${zoe},'=Kaupa,${zoe.split(' ')[1]}@example.org,,U16 (Under 16),` +
      `"Can my son join the U16 team, ""this"" season?",${notes}\r\n`,
  );
  expect(text).not.toContain(ana);

  await filters.getByRole('button', { name: 'Closed' }).click();
  await expect(anaCard).toBeVisible();
  await expect(zoeCard).toHaveCount(0);

  // Delete asks first; Cancel keeps it.
  await filters.getByRole('button', { name: 'All' }).click();
  await anaCard.getByRole('button', { name: `Delete the inquiry from ${ana} Kila` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete the inquiry from ${ana} Kila?` });
  await expect(dialog).toContainText('It will be removed from the inbox.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(anaCard).toBeVisible();
  await anaCard.getByRole('button', { name: `Delete the inquiry from ${ana} Kila` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Inquiry deleted successfully');
  await expect(anaCard).toHaveCount(0);
  await expect(zoeCard).toBeVisible();
});
