// Fixtures & Results: staff add a team's games, enter a played game's result, edit, delete, and duplicate
// a game into weekly ones. Times are typed and shown in the club's zone (Port Moresby, 10 hours ahead of
// UTC), whatever zone the browser is in.
import { formatClubDay } from '../../src/shared/club-time';
import { DEFAULT_CLUB_TIME_ZONE } from '../../src/shared/constants';
import type { ClubEvent, Team } from '../../src/shared/schema';
import { card, confirmDelete, expectToast, formPanel, openSection, unique } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// A browser far from the club: what staff type and read must not depend on it.
test.use({ timezoneId: 'Europe/London' });

test('fixtures: add a game to come and a played one, enter its result, edit, delete', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const teamName = unique('U18 Kumuls');
  const future = unique('vs Lae Eagles');
  const played = unique('vs Goroka Gurias');
  const events = async () => {
    const res = await page.request.get(`${url}/api/events`);
    expect(res.status()).toBe(200);
    return (await res.json()) as ClubEvent[];
  };
  const event = async (title: string) => (await events()).find((e) => e.title === title);

  await openSection(page, url, 'teams', 'Team Management');
  await page.getByRole('button', { name: 'Add Team' }).click();
  const teamForm = formPanel(page, 'Add Team');
  await teamForm.getByLabel('Team name').fill(teamName);
  await teamForm.getByLabel('Age group').fill('U18');
  await teamForm.getByLabel('Description').fill('Our oldest juniors.');
  await teamForm.getByLabel('Features').fill('Weekly games');
  await teamForm.getByRole('button', { name: 'Create Team' }).click();
  await expectToast(page, 'Team created successfully');
  const team = ((await (await page.request.get(`${url}/api/teams`)).json()) as Team[]).find((t) => t.name === teamName);
  expect(team).toBeDefined();

  // The menu has the section right after Teams.
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: 'Fixtures & Results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fixtures & Results' })).toBeVisible();

  // A game still to come, typed in club time; its end follows the start.
  await page.getByRole('button', { name: 'Add Event' }).click();
  let form = formPanel(page, 'Add Event');
  await expect(form.getByText('Times are in Port Moresby time.')).toBeVisible();
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByText('Choose a team')).toBeVisible();
  await form.getByLabel('Team').selectOption({ label: teamName });
  await form.getByLabel('Title').fill(future);
  await form.getByLabel('Starts').fill('2099-11-28T18:30');
  await expect(form.getByLabel('Ends')).toHaveValue('2099-11-28T20:30');
  await form.getByLabel('Venue').fill('Sir John Guise Stadium');
  await form.getByLabel('Home or away').selectOption({ label: 'Home' });
  await expect(form.getByLabel('Our score')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(page, 'Event created successfully');
  await expect(form).toBeHidden();

  // A game already played, its result not in yet.
  await page.getByRole('button', { name: 'Add Event' }).click();
  form = formPanel(page, 'Add Event');
  await form.getByLabel('Team').selectOption({ label: teamName });
  await form.getByLabel('Title').fill(played);
  await form.getByLabel('Starts').fill('2025-06-14T15:00');
  await form.getByLabel('Venue').fill('Goroka Sports Ground');
  await form.getByLabel('Home or away').selectOption({ label: 'Away' });
  await expect(form.getByLabel('Our score')).toBeVisible();
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(page, 'Event created successfully');

  // Games over without a result come first: that is what staff come here for after a game.
  const waiting = page.getByRole('region', { name: 'Waiting for a result' });
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const past = page.getByRole('region', { name: 'Past' });
  const futureCard = card(page, future);
  await expect(upcoming.getByRole('heading', { name: future })).toBeVisible();
  await expect(futureCard).toContainText(
    `${formatClubDay('2099-11-28T08:30:00Z', DEFAULT_CLUB_TIME_ZONE)}, 6:30 pm to 8:30 pm`,
  );
  await expect(futureCard).toContainText(`Game · ${teamName}`);
  await expect(futureCard).toContainText('Home');
  await expect(futureCard.getByRole('button', { name: /Enter Result/ })).toHaveCount(0);
  const playedCard = card(page, played);
  await expect(waiting.getByRole('heading', { name: played })).toBeVisible();
  await expect(playedCard).toContainText(
    `${formatClubDay('2025-06-14T05:00:00Z', DEFAULT_CLUB_TIME_ZONE)}, 3:00 pm to 5:00 pm`,
  );

  expect(await event(future)).toMatchObject({
    teamId: team!.id,
    kind: 'game',
    startsAt: '2099-11-28T08:30:00.000Z',
    endsAt: '2099-11-28T10:30:00.000Z',
    venue: 'Sir John Guise Stadium',
    homeAway: 'home',
    scoreFor: null,
  });

  // Afresh, without the toasts: a showing toast fails axe by itself (Radix puts role=status on its <li>).
  await page.reload();
  await expect(waiting.getByRole('heading', { name: played })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/fixtures with a game waiting for a result');

  // Enter Result: the two scores only; the rest of the game stays as it was.
  await playedCard.getByRole('button', { name: `Enter Result for ${played}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Result' });
  await expect(dialog.getByLabel('Our score')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/fixtures with Enter Result open');
  await dialog.getByLabel('Our score').fill('78');
  await dialog.getByLabel('Their score').fill('65');
  await dialog.getByRole('button', { name: 'Save Result' }).click();
  await expectToast(page, 'Event updated successfully');
  await expect(dialog).toBeHidden();
  await expect(past.getByRole('heading', { name: played })).toBeVisible();
  await expect(playedCard).toContainText('W 78–65');
  await expect(playedCard.getByRole('button', { name: /Enter Result/ })).toHaveCount(0);
  expect(await event(played)).toMatchObject({
    teamId: team!.id,
    kind: 'game',
    startsAt: '2025-06-14T05:00:00.000Z',
    endsAt: '2025-06-14T07:00:00.000Z',
    venue: 'Goroka Sports Ground',
    homeAway: 'away',
    scoreFor: 78,
    scoreAgainst: 65,
  });

  // Edit: the form shows club time, and a new time is saved as its instant.
  await futureCard.getByRole('button', { name: `Edit ${future}` }).click();
  const edit = formPanel(page, 'Edit Event');
  await expect(edit.getByLabel('Starts')).toHaveValue('2099-11-28T18:30');
  await edit.getByLabel('Starts').fill('2099-11-28T19:00');
  // The end keeps the game's two hours.
  await expect(edit.getByLabel('Ends')).toHaveValue('2099-11-28T21:00');
  await edit.getByLabel('Venue').fill('Taurama Aquatic and Indoor Centre');
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await expectToast(page, 'Event updated successfully');
  await expect(futureCard).toContainText('7:00 pm to 9:00 pm');
  expect(await event(future)).toMatchObject({
    startsAt: '2099-11-28T09:00:00.000Z',
    endsAt: '2099-11-28T11:00:00.000Z',
    venue: 'Taurama Aquatic and Indoor Centre',
    homeAway: 'home',
  });

  await futureCard.getByRole('button', { name: `Delete ${future}` }).click();
  await confirmDelete(page);
  await expectToast(page, 'Event deleted successfully');
  await expect(futureCard).toHaveCount(0);
  expect(await event(future)).toBeUndefined();
  expect(await event(played)).toBeDefined();

  // Duplicate: a new event filled in from the played game, without its result; repeated weekly, three Wednesdays.
  await playedCard.getByRole('button', { name: `Duplicate ${played}` }).click();
  const copy = formPanel(page, 'Add Event');
  await expect(copy.getByLabel('Title')).toHaveValue(played);
  await expect(copy.getByLabel('Our score')).toHaveValue('');
  await copy.getByLabel('Starts').fill('2099-12-02T15:00');
  await copy.getByLabel('Repeat weekly until').fill('2099-12-16');
  await expect(copy.getByText('Creates 3 events, one a week;')).toBeVisible();
  await copy.getByRole('button', { name: 'Create Event' }).click();
  await expectToast(page, 'Event created successfully');
  const copies = (await events()).filter((e) => e.title === played && e.startsAt.startsWith('2099'));
  expect(copies.map((e) => e.startsAt)).toEqual([
    '2099-12-02T05:00:00.000Z',
    '2099-12-09T05:00:00.000Z',
    '2099-12-16T05:00:00.000Z',
  ]);
  for (const copied of copies) {
    expect(copied).toMatchObject({ teamId: team!.id, venue: 'Goroka Sports Ground', homeAway: 'away', scoreFor: null });
  }
});
