// A family's week, on phones: a mother opens the link the club sent her on WhatsApp and answers for her two
// children, Yes for one and, from a phone without JavaScript, No with a note for the other; the coach of their team
// sees both answers with the note, reminds the families who have not answered, and after the game records
// attendance while the signal drops and comes back.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectToast } from './admin-helpers';
import { expect, test } from './fixtures';

const HOUR = 60 * 60 * 1000;

async function created<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A game of the team starting at `startsAt` (the site's real clock: this journey runs on today's fixtures). */
const game = (page: Page, url: string, teamId: string, title: string, startsAt: number) =>
  created<{ id: string }>(
    page.request.post(`${url}/api/admin/events`, {
      data: {
        teamId,
        kind: 'game',
        title,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + 2 * HOUR).toISOString(),
        venue: 'Sir John Guise Stadium',
        homeAway: 'home',
      },
    }),
  );

const player = (page: Page, url: string, teamId: string, name: string) =>
  created<{ id: string }>(
    page.request.post(`${url}/api/admin/players`, { multipart: { name, position: 'Guard', teamId } }),
  );

test('a mother answers for her two children from her WhatsApp link, the coach sees it, reminds the rest and records attendance offline', async ({
  signedInPage: admin,
  adminSite,
  browser,
  viewport,
}) => {
  const { url } = adminSite;
  const suffix = randomBytes(3).toString('hex');
  const team = await created<{ id: string }>(
    admin.request.post(`${url}/api/admin/teams`, {
      data: {
        name: `U14 Development ${suffix}`,
        ageGroup: 'U14',
        description: 'Saturday games.',
        features: [],
        color: 'red',
      },
    }),
  );
  await game(admin, url, team.id, `vs Lae Eagles ${suffix}`, Date.now() + 3 * 24 * HOUR);
  const played = `vs Goroka Gurias ${suffix}`;
  await game(admin, url, team.id, played, Date.now() - HOUR);
  const kila = await player(admin, url, team.id, 'Kila Morea');
  const vavine = await player(admin, url, team.id, 'Vavine Morea');
  const tau = await player(admin, url, team.id, 'Tau Gima');
  // Siblings share their mother's number, so they share one family and one link; Tau's family has no email.
  const mother = { guardianName: 'Mary Morea', phone: '7123 4567', email: '' };
  await created(admin.request.put(`${url}/api/admin/players/${kila.id}/family`, { data: mother }));
  const family = await created<{ link: string; whatsappLink: string }>(
    admin.request.put(`${url}/api/admin/players/${vavine.id}/family`, { data: mother }),
  );
  await created(
    admin.request.put(`${url}/api/admin/players/${tau.id}/family`, {
      data: { guardianName: 'Rose Gima', phone: '7234 5678', email: '' },
    }),
  );
  expect(decodeURIComponent(family.whatsappLink)).toContain(
    "Hello Mary, this is Port Moresby Basketball Club. Your family's page, for Kila and Vavine's games and training:",
  );
  const familyPage = `${url}${new URL(family.link).pathname}`;
  const coach = { username: `coach-${suffix}`, password: 'coach-password-1' };
  await created(
    admin.request.post(`${url}/api/admin/staff`, { data: { ...coach, role: 'coach', teamIds: [team.id] } }),
  );

  // The mother's phone: Yes for Kila.
  const phone = await browser.newContext({ viewport });
  const mum = await phone.newPage();
  await mum.goto(familyPage);
  await expect(mum.getByRole('heading', { level: 1, name: 'Hello Mary' })).toBeVisible();
  const kilaGame = mum
    .getByRole('region', { name: /^Kila/ })
    .getByRole('listitem')
    .filter({ hasText: `vs Lae Eagles ${suffix}` });
  await kilaGame.getByRole('button', { name: 'Yes' }).click();
  await expect(kilaGame.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await phone.close();

  // Her other phone has JavaScript off: No for Vavine, with a note to the coach.
  const plain = await browser.newContext({ viewport, javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(familyPage);
  const vavineGame = plainPage
    .getByRole('region', { name: /^Vavine/ })
    .getByRole('listitem')
    .filter({ hasText: `vs Lae Eagles ${suffix}` });
  await vavineGame.getByLabel('Note to the coach (optional)').fill('No bus fare this week');
  await vavineGame.getByRole('button', { name: 'No', exact: true }).click();
  await expect(vavineGame.getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(vavineGame.getByLabel('Note to the coach (optional)')).toHaveValue('No bus fare this week');
  await plain.close();

  // The coach's phone: who is coming on Saturday.
  const coaching = await browser.newContext({ viewport });
  const page = await coaching.newPage();
  try {
    await page.goto(`${url}/auth`);
    await page.getByLabel('Username').fill(coach.username);
    await page.getByLabel('Password').fill(coach.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fixtures & Results' })).toBeVisible();

    await page.getByRole('button', { name: new RegExp(`^Who's coming to vs Lae Eagles ${suffix}`) }).click();
    let dialog = page.getByRole('dialog', { name: "Who's coming" });
    await expect(dialog.getByText('Yes 1 · No 1 · Maybe 0 · No answer 1')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Vavine Morea' })).toContainText(
      'No bus fare this week',
    );
    // Sending email is off on this site: every family who has not answered is listed to be sent their link.
    await dialog.getByRole('button', { name: 'Remind those who have not answered' }).click();
    await expect(dialog.getByText('Emailed 0 families')).toBeVisible();
    const whatsapp = dialog.getByRole('link', { name: 'Send on WhatsApp to Rose Gima' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/67572345678\?text=Hello%20Rose/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // After the game: attendance, prefilled from the answers, saved while the signal drops.
    await page.getByRole('button', { name: new RegExp(`^Who's coming to ${played}`) }).click();
    dialog = page.getByRole('dialog', { name: "Who's coming" });
    const tauRow = dialog.getByRole('group', { name: /Tau Gima/ });
    await tauRow.getByText('Late', { exact: true }).click();
    await expect(tauRow.getByRole('radio', { name: 'Late' })).toBeChecked();
    await coaching.setOffline(true);
    await dialog.getByRole('button', { name: 'Save attendance' }).click();
    await expect(dialog.getByRole('button', { name: 'No connection: saving when it is back...' })).toBeVisible();
    await coaching.setOffline(false);
    await expectToast(page, 'Attendance saved');
  } finally {
    await coaching.close();
  }

  const report = await created<{ players: { name: string; counts: Record<string, number>; rate: number | null }[] }>(
    admin.request.get(`${url}/api/admin/teams/${team.id}/attendance`),
  );
  expect(report.players.find((row) => row.name === 'Tau Gima')).toMatchObject({ counts: { late: 1 }, rate: 1 });
});
