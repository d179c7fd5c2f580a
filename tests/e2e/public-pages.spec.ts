// Every public route's texts, on an empty database (fallback content) and on the demo content.

import { CLUB } from '../../src/shared/constants';
import { ageOn } from '../../src/shared/date-of-birth';
import { expect, test } from './fixtures';
import { cardByHeading, detail, openPage } from './public-helpers';
import { siteToday } from './site';

test.describe('empty database: fallback content', () => {
  test('landing page', async ({ page, emptySite }) => {
    await openPage(page, emptySite.url);
    await expect(page).toHaveTitle(`Basketball in Papua New Guinea, U10 to Senior | ${CLUB.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Youth basketball/);
    await expect(page.getByRole('link', { name: 'Explore Teams' })).toHaveAttribute('href', '#teams');
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '#contact');

    const about = page.locator('#about');
    for (const title of ['Elite Development', 'International Exposure', 'Character Building']) {
      await expect(cardByHeading(about, title)).toBeVisible();
    }
    await expect(about.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(about.getByText('Club Management')).toHaveCount(0);

    const pathway = page.locator('#pathway');
    await expect(pathway.getByRole('listitem')).toHaveCount(5);
    for (const [age, title] of [
      ['U10', 'Foundation'],
      ['U14', 'Development'],
      ['U16', 'Competitive'],
      ['U19', 'Pre-Elite'],
      ['SNR', 'Elite'],
    ]) {
      await expect(cardByHeading(pathway, title!).getByText(age!, { exact: true })).toBeVisible();
    }
    const international = page.locator('#international');
    for (const title of ['International Tours', 'Cultural Exchange', 'Elite Competition']) {
      await expect(cardByHeading(international, title)).toBeVisible();
    }
    await expect(international.getByRole('listitem')).toHaveCount(3);

    const gallery = page.locator('#gallery');
    await expect(gallery.getByRole('img')).toHaveCount(8);
    for (const img of await gallery.getByRole('img').all()) {
      await expect(img).toHaveAttribute('alt', /.+/);
      await expect(img).toHaveAttribute('srcset', /400w.*800w/);
    }
    await expect(gallery.getByRole('link', { name: 'View Full Gallery' })).toHaveAttribute('href', '/gallery');

    await expect(page.locator('#news')).toBeVisible();
    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText(`JOIN THE ${CLUB.name.toUpperCase()}`);
    await expect(contact.getByText('Contact Information')).toBeVisible();
    // The default settings row has no social links.
    await expect(contact.getByText('Follow Us')).toHaveCount(0);
    await expect(contact.getByRole('heading', { name: 'Get Started Today' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(CLUB.tagline)).toBeVisible();
    await expect(footer.getByText(`© 2024 ${CLUB.name}. All rights reserved.`)).toBeVisible();
  });

  test('sponsors page shows the Community Partner', async ({ page, emptySite }) => {
    await openPage(page, `${emptySite.url}/sponsors`);
    await expect(page).toHaveTitle(`Sponsors | ${CLUB.name}`);
    const cards = page.getByRole('region', { name: 'Sponsors' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { name: 'Community Partner' })).toBeVisible();
    await expect(cards.getByRole('img', { name: 'Community Partner logo' })).toBeVisible();
    await expect(cards.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);
    await expect(page.getByText('No sponsors to display at this time.')).toHaveCount(0);
  });

  test('merchandise page shows the 18 fallback items', async ({ page, emptySite }) => {
    await openPage(page, `${emptySite.url}/merchandise`);
    await expect(page).toHaveTitle(`Merchandise | ${CLUB.name}`);
    const cards = page.getByRole('region', { name: 'Merchandise' }).getByRole('listitem');
    await expect(cards).toHaveCount(18);
    await expect(cards.getByRole('img')).toHaveCount(0);
    const prices = (await cards.getByText(/^PGK \d+\.\d\d$/).allTextContents()).map((p) => Number(p.slice(4)));
    expect(prices).toHaveLength(18);
    expect(Math.min(...prices)).toBe(10);
    expect(Math.max(...prices)).toBe(95);
  });

  test('gallery page is empty', async ({ page, emptySite }) => {
    await openPage(page, `${emptySite.url}/gallery`);
    await expect(page).toHaveTitle(`Gallery | ${CLUB.name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('No images found in this category.')).toBeVisible();
  });

  test('profiles page has no players or coaches yet', async ({ page, emptySite }) => {
    await openPage(page, `${emptySite.url}/profiles`);
    await expect(page).toHaveTitle(`Players & Coaches | ${CLUB.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PLAYERS & COACHES');
    await expect(page.getByRole('tab', { name: 'Players (0)', selected: true })).toBeVisible();
    await expect(page.getByText('No players profiles available yet. Check back soon!')).toBeVisible();
    await page.getByRole('tab', { name: 'Coaches (0)' }).click();
    await expect(page.getByText('No coach profiles available yet. Check back soon!')).toBeVisible();
    await expect(page.getByText('No players profiles available yet. Check back soon!')).toBeHidden();
  });

  test('an unknown path shows the not-found page with status 404', async ({ page, emptySite }) => {
    const response = await page.goto(`${emptySite.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`404 Page Not Found | ${CLUB.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${emptySite.url}/`);
    await expect(page.locator('#home')).toBeVisible();
  });
});

test.describe('demo content', () => {
  test('landing page shows stored sections', async ({ page, demoSite }) => {
    await openPage(page, demoSite.url);
    const about = page.locator('#about');
    await expect(about.getByRole('heading', { level: 3 })).toHaveCount(5); // 4 features + 'Club Management'
    await expect(cardByHeading(about, 'Open to Everyone')).toBeVisible();
    await expect(about.getByRole('heading', { name: 'Club Management' })).toBeVisible();
    await expect(about.getByRole('img', { name: 'Margaret Kila' })).toBeVisible();
    await expect(about.getByText('President', { exact: true })).toBeVisible();

    const teams = page.locator('#teams');
    await expect(teams.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(5);
    const u14 = cardByHeading(teams, 'U14 Development');
    await expect(u14).toHaveAttribute('data-team-tone', 'red');
    await expect(cardByHeading(teams, 'U10 Development')).toHaveAttribute('data-team-tone', 'gold');
    await expect(cardByHeading(teams, 'Senior Teams')).toHaveAttribute('data-team-tone', 'dark');
    await expect(u14.getByText('Junior league games')).toBeVisible();

    await expect(cardByHeading(page.locator('#international'), 'Australia Development Tour')).toBeVisible();

    const news = page.locator('#news');
    await expect(news.getByRole('heading', { level: 3 })).toHaveText([
      'U19 Squad Named for Australia Tour',
      'Junior League Champions Again',
      'Free Holiday Clinics for Under 10s',
    ]);
    await expect(news.getByText('5 March 2025')).toBeVisible();
    await expect(news.getByText('14 February 2025')).toBeVisible();
    await expect(news.getByText('Featured')).toHaveCount(1);
    // A stored picture comes with its srcset; an article without one shows the fallback image.
    const pictures = news.locator('img');
    await expect(pictures.nth(0)).toHaveAttribute('src', /^\/uploads\//);
    await expect(pictures.nth(0)).toHaveAttribute('srcset', /320w/);
    await expect(pictures.nth(1)).toHaveAttribute('src', '/images/news-fallback.svg');
    await pictures.nth(1).scrollIntoViewIfNeeded();
    await expect.poll(() => pictures.nth(1).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const contact = page.locator('#contact');
    await expect(contact.locator('address')).toHaveText(
      'Club Training Centre\nWaigani Drive\nPort Moresby, National Capital District\nPapua New Guinea',
    );
    await expect(contact.getByRole('link', { name: '+675 7012 3456' })).toHaveAttribute('href', 'tel:+67570123456');
    await expect(contact.getByRole('link', { name: 'hello@pmbc-demo.org' })).toHaveAttribute(
      'href',
      'mailto:hello@pmbc-demo.org',
    );
    await expect(contact.getByText('Follow Us')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
    await expect(contact.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    // YouTube holds the '#' placeholder: no icon.
    await expect(contact.getByRole('link', { name: 'YouTube' })).toHaveCount(0);
  });

  test('sponsors page', async ({ page, demoSite }) => {
    await openPage(page, `${demoSite.url}/sponsors`);
    const cards = page.getByRole('region', { name: 'Sponsors' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(page.getByText('Community Partner')).toHaveCount(0);
    const coffee = cardByHeading(page, 'Highlands Coffee Co');
    await expect(coffee.getByRole('img', { name: 'Highlands Coffee Co logo' })).toHaveAttribute('src', /^\/uploads\//);
    const visit = coffee.getByRole('link', { name: /Visit Website/ });
    // Through the club's counted link, which sends the visitor on to the sponsor's website.
    const href = await visit.getAttribute('href');
    expect(href).toMatch(/^\/go\/sponsor\/[0-9a-f-]{36}$/);
    const followed = await page.request.get(`${demoSite.url}${href}`, { maxRedirects: 0 });
    expect(followed.status()).toBe(302);
    expect(followed.headers().location).toBe('https://example.com/highlands-coffee');
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', /noopener/);
    await expect(cardByHeading(page, 'Waigani Pharmacy').getByRole('link')).toHaveCount(0);
  });

  test('profiles page', async ({ page, demoSite }) => {
    await openPage(page, `${demoSite.url}/profiles`);
    await expect(page.getByRole('tab', { name: 'Players (12)', selected: true })).toBeVisible();
    const players = page.getByRole('tabpanel', { name: 'Players (12)' });
    await expect(players.getByRole('listitem')).toHaveCount(12);
    const joshua = cardByHeading(players, 'Joshua Kaupa');
    await expect(joshua.getByRole('img', { name: 'Joshua Kaupa' })).toBeVisible();
    await expect(joshua.getByText('Point Guard')).toBeVisible();
    // The age is worked out from the date of birth (ADR 032), which reads day first.
    for (const [label, value] of [
      ['Age', String(ageOn('2007-04-12', siteToday()))],
      ['DOB', '12 April 2007'],
      ['From', 'Port Moresby'],
      ['Team', 'U19 Competitive'],
    ]) {
      await expect(detail(joshua, label!)).toHaveText(value!);
    }
    await expect(joshua.getByText('Captain of the U19 squad')).toBeVisible();
    // A player without a date of birth shows no DOB line.
    await expect(cardByHeading(players, 'Tommy G.').locator('dt', { hasText: 'DOB' })).toHaveCount(0);
    // Publishing choices (ADR 027, 032): a child's name as first name and initial by default, a date of birth hidden.
    await expect(cardByHeading(players, 'Kevin S.')).toBeVisible();
    await expect(players.getByText('Kevin Siune')).toHaveCount(0);
    const ruth = cardByHeading(players, 'Ruth Apelis');
    await expect(ruth.locator('dt', { hasText: 'DOB' })).toHaveCount(0);
    await expect(ruth.getByRole('img', { name: 'Ruth Apelis' })).toBeVisible();

    await page.getByRole('tab', { name: 'Coaches (4)' }).click();
    const coaches = page.getByRole('tabpanel', { name: 'Coaches (4)' });
    await expect(coaches.getByRole('listitem')).toHaveCount(4);
    const head = cardByHeading(coaches, 'Patrick Wani');
    await expect(head.getByText('Head Coach')).toBeVisible();
    await expect(head.locator('dt', { hasText: 'Team' })).toHaveCount(0);
    await expect(players).toBeHidden();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is readable and its links are real', async ({ page, demoSite }) => {
    await page.goto(demoSite.url);
    await expect(cardByHeading(page.locator('#teams'), 'U16 Competitive')).toBeVisible();
    await expect(page.locator('#news').getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.locator('#contact').getByText('hello@pmbc-demo.org')).toBeVisible();

    await page.goto(`${demoSite.url}/gallery`);
    await expect(page.getByRole('region', { name: 'Photos' }).getByRole('listitem')).toHaveCount(14);
    await page.goto(`${demoSite.url}/sponsors`);
    await expect(cardByHeading(page, 'Kumul Hardware')).toBeVisible();
    await page.goto(`${demoSite.url}/merchandise`);
    await expect(cardByHeading(page, 'Heritage Jersey')).toBeVisible();

    // Both tabs' lists show, each under its own heading.
    await page.goto(`${demoSite.url}/profiles`);
    await expect(page.getByRole('heading', { level: 2, name: 'Players' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Coaches' })).toBeVisible();
    await expect(cardByHeading(page, 'Naomi Baure')).toBeVisible();
    await expect(cardByHeading(page, 'Helen Dimuna')).toBeVisible();

    // News: the list, and an article opened from it by a plain link.
    await page.goto(`${demoSite.url}/news`);
    await page.getByRole('link', { name: /^Read more about Junior League Champions Again$/ }).click();
    await expect(page).toHaveURL(`${demoSite.url}/news/junior-league-champions-again`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Junior League Champions Again');
    await expect(
      page.getByText('A packed stadium watched both U16 teams claim the title.', { exact: false }),
    ).toBeVisible();

    // A sub-page's anchor links lead back to the landing page's sections.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'International Tours' }).click();
    await expect(page).toHaveURL(`${demoSite.url}/#international`);
    await expect(page.locator('#international')).toBeInViewport();
  });

  test('the small-screen menu opens without JavaScript', async ({ page, emptySite }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the collapsible menu is for small screens');
    await page.goto(`${emptySite.url}/sponsors`);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Merchandise' })).toBeHidden();
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: 'Merchandise' }).click();
    await expect(page).toHaveURL(`${emptySite.url}/merchandise`);
    await expect(cardByHeading(page, 'Home Jersey')).toBeVisible();
  });
});
