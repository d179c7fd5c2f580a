// Closing the month: the treasurer, on a laptop, imports the bank's statement; the line that quotes its reference is
// matched, she matches the one without by hand and confirms both. A mother then opens her family page on her phone
// and sees the season fee paid and her receipt.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

async function created<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

type Charge = { id: string; reference: string };

test('the treasurer imports the bank statement and matches a line by hand; the mother sees the fee paid and her receipt', async ({
  signedInPage: admin,
  adminSite,
  browser,
}) => {
  const { url } = adminSite;
  const suffix = randomBytes(3).toString('hex');
  const team = await created<{ id: string }>(
    admin.request.post(`${url}/api/admin/teams`, {
      data: { name: `U16 Girls ${suffix}`, ageGroup: 'U16', description: '-', features: [], color: 'red' },
    }),
  );
  const player = (name: string) =>
    created<{ id: string }>(
      admin.request.post(`${url}/api/admin/players`, { multipart: { name, position: 'Forward', teamId: team.id } }),
    );
  const kila = await player(`Kila ${suffix}`);
  const tau = await player(`Tau ${suffix}`);
  const family = await created<{ link: string }>(
    admin.request.put(`${url}/api/admin/players/${kila.id}/family`, {
      data: { guardianName: 'Mary Morea', phone: '7123 4567', email: '' },
    }),
  );
  await created(
    admin.request.put(`${url}/api/admin/players/${tau.id}/family`, {
      data: { guardianName: 'Rose Gima', phone: '7234 5678', email: '' },
    }),
  );
  const charge = (playerId: string) =>
    created<Charge>(
      admin.request.post(`${url}/api/admin/charges`, {
        data: { playerId, description: '2027 season fee', amountKina: '150.00', dueOn: '2027-02-28' },
      }),
    );
  const kilaFee = await charge(kila.id);
  const tauFee = await charge(tau.id);
  const treasurer = { username: `treasurer-${suffix}`, password: 'treasurer-password-1' };
  await created(admin.request.post(`${url}/api/admin/staff`, { data: { ...treasurer, role: 'treasurer' } }));

  // The bank's export: Mary quoted her reference, Rose wrote only her name, and a bank fee went out.
  const statement = join(mkdtempSync(join(tmpdir(), 'club-e2e-statement-')), 'statement.csv');
  writeFileSync(
    statement,
    [
      'Date,Description,Debit,Credit,Balance',
      `03/02/2027,"TFR M MOREA ${kilaFee.reference} SEASON FEE",,150.00,"1,650.00"`,
      '04/02/2027,"TFR ROSE GIMA, U16",,150.00,"1,800.00"',
      '05/02/2027,BANK FEE,2.50,,"1,797.50"',
    ].join('\r\n'),
  );

  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await laptop.newPage();
  try {
    await page.goto(`${url}/auth`);
    await page.getByLabel('Username').fill(treasurer.username);
    await page.getByLabel('Password').fill(treasurer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The Treasurer's first section is Tours (contributions); Payments is in the menu.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('tab', { name: 'Bank statement' }).click();
    await page.getByLabel('Bank statement (CSV)').setInputFiles(statement);
    await page.getByRole('button', { name: 'Import' }).click();
    const lines = page.getByRole('table', { name: 'Statement lines' });
    // Each line offers every charge to choose from: a line is found by its description.
    await expect(lines.getByRole('row').filter({ hasText: 'TFR M MOREA' })).toContainText('Matched');
    const rose = lines.getByRole('row').filter({ hasText: 'ROSE GIMA' });
    await expect(rose).toContainText('To match');
    await expect(lines.getByRole('row').filter({ hasText: 'BANK FEE' })).toHaveCount(0);
    const choice = page.getByLabel('Charge for line 2');
    const tauOption = await choice.locator('option', { hasText: tauFee.reference }).textContent();
    await choice.selectOption({ label: tauOption!.trim() });
    await expect(rose).toContainText('Matched');
    await page.getByRole('button', { name: 'Confirm payments' }).click();
    await expect(page.getByText('Recorded 2 payments')).toBeVisible();
  } finally {
    await laptop.close();
  }

  // Mary's phone: nothing left to pay for Kila's fee, and the receipt.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
  const mum = await phone.newPage();
  await mum.goto(`${url}${new URL(family.link).pathname}`);
  await expect(mum.getByText(kilaFee.reference)).toHaveCount(0);
  await mum.getByRole('link', { name: 'Receipt' }).click();
  await expect(mum.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(mum.getByText('K150.00').first()).toBeVisible();
  await expect(mum.getByText('2027 season fee')).toBeVisible();
  await phone.close();
});
