// Writing articles (ADRs 045-047), on a phone: a volunteer writes a formatted match report with the toolbar, previews
// it, schedules it for Monday 7 am, reloads in the middle of typing and loses the signal while saving, and loses
// nothing; a second editor's save meets the stale one with the 409 message, the form kept.
import type { Page } from '@playwright/test';
import { addDays } from '../../src/shared/club-time';
import { expectToast, formPanel, openSection, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { siteToday } from './site';

/** The club's next Monday (Port Moresby, the demo club's zone), as a date input takes it. */
function nextMonday(): string {
  const today = siteToday();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
}

/** Puts the text area's selection on `words`, as a long press on a phone would. */
async function select(page: Page, label: string, words: string) {
  await page.getByLabel(label, { exact: true }).evaluate((element: HTMLTextAreaElement, text) => {
    const start = element.value.indexOf(text);
    element.focus();
    element.setSelectionRange(start, start + text.length);
  }, words);
}

test('a match report: toolbar, preview, scheduled for Monday 7 am; a reload and a lost line lose nothing', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const title = unique('Hornbills edge Lae');
  // Leaving with unsaved changes asks first; the volunteer answers Leave.
  page.on('dialog', (dialog) => dialog.accept());
  await openSection(page, url, 'news', 'News Management');
  await page.getByRole('button', { name: 'Add Article' }).click();
  let form = formPanel(page, 'Add Article');
  await form.getByLabel('Title').fill(title);
  const content = form.getByLabel('Content', { exact: true });
  await content.fill('Final score\n\nThe Hornbills won by two points.\n\nKila scored 18');

  await select(page, 'Content', 'Final score');
  await form.getByRole('button', { name: 'Heading' }).click();
  await select(page, 'Content', 'won by two points');
  await form.getByRole('button', { name: 'Bold' }).click();
  await select(page, 'Content', 'Kila scored 18');
  await form.getByRole('button', { name: 'Bulleted list' }).click();
  const report = '## Final score\n\nThe Hornbills **won by two points**.\n\n- Kila scored 18';
  await expect(content).toHaveValue(report);

  await form.getByRole('tab', { name: 'Preview' }).click();
  await expect(form.getByRole('heading', { name: 'Final score' })).toBeVisible();
  await expect(form.locator('strong', { hasText: 'won by two points' })).toBeVisible();
  await expect(form.getByRole('listitem').filter({ hasText: 'Kila scored 18' })).toBeVisible();
  await form.getByRole('tab', { name: 'Write' }).click();

  await form.getByLabel('Status').selectOption('scheduled');
  const monday = nextMonday();
  await form.getByLabel('Publish on').fill(monday);
  await form.getByLabel('at', { exact: true }).fill('07:00');

  // The page reloads halfway (a crash, a tap on the wrong link): what was typed is offered back.
  await page.reload();
  await page.getByRole('button', { name: 'Add Article' }).click();
  form = formPanel(page, 'Add Article');
  await expect(form.getByText(/^Restore what you typed at \d{1,2}:\d{2}/)).toBeVisible();
  await form.getByRole('button', { name: 'Restore' }).click();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Content', { exact: true })).toHaveValue(report);
  await expect(form.getByLabel('Status')).toHaveValue('scheduled');
  await expect(form.getByLabel('Publish on')).toHaveValue(monday);
  await expect(form.getByLabel('at', { exact: true })).toHaveValue('07:00');

  // The signal drops as Create is pressed: the save waits, says so, keeps the form, and goes once the line is back.
  await page.context().setOffline(true);
  await form.getByRole('button', { name: 'Create Article' }).click();
  await expect(form.getByRole('button', { name: 'No connection: saving when it is back...' })).toBeVisible();
  await expect(form.getByLabel('Content', { exact: true })).toHaveValue(report);
  await page.context().setOffline(false);
  await expectToast(page, 'Article created successfully');
  const created = page.getByRole('listitem').filter({ hasText: title });
  await expect(created.getByText(/^Scheduled · Mon \d{1,2} \w{3} \d{4}, 7:00 am$/)).toBeVisible();

  // Not public before Monday; a signed-in preview shows it as the page will.
  const preview = created.getByRole('link', { name: /Preview/ });
  const href = await preview.getAttribute('href');
  expect(href).toMatch(/^\/news\/[a-z0-9-]+\?preview$/);
  const anonymous = await fetch(`${url}${href}`);
  expect(anonymous.status).toBe(404);
  expect(await (await fetch(`${url}/news`)).text()).not.toContain(title);
  await page.goto(`${url}${href}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Final score' })).toBeVisible();
});

test('two editors at once: the second save meets the 409 message and keeps what was typed', async ({
  signedInPage: page,
  adminSite,
  browser,
}) => {
  const { url, staff } = adminSite;
  const title = unique('Cairns tour squad');
  const res = await page.request.post(`${url}/api/admin/news`, {
    headers: { origin: url },
    data: { title, excerpt: 'The squad.', content: 'Twelve players.', publishDate: '2030-01-01' },
  });
  expect(res.status()).toBe(201);

  await openSection(page, url, 'news', 'News Management');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const mine = formPanel(page, 'Edit Article');
  await mine.getByLabel('Excerpt').fill('The twelve players named for Cairns.');

  // Meanwhile a colleague, in their own browser, saves the same article.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const theirs = await other.newPage();
  expect((await theirs.request.post(`${url}/api/login`, { data: staff })).status()).toBe(200);
  await openSection(theirs, url, 'news', 'News Management');
  await theirs.getByRole('button', { name: `Edit ${title}` }).click();
  await formPanel(theirs, 'Edit Article').getByLabel('Title').fill(`${title} (updated)`);
  await formPanel(theirs, 'Edit Article').getByRole('button', { name: 'Update Article' }).click();
  await expectToast(theirs, 'Article updated successfully');
  await other.close();

  await mine.getByRole('button', { name: 'Update Article' }).click();
  await expect(
    mine.getByText(
      /^Someone else changed this at \d{1,2}:\d{2}\. Copy your text, reload, and apply your changes again\.$/,
    ),
  ).toBeVisible();
  await expect(mine.getByLabel('Excerpt')).toHaveValue('The twelve players named for Cairns.');
  await expect(mine.getByLabel('Title')).toHaveValue(title);
});
