// axe-core finds nothing on any public page of a site full of content, nor on a new site's empty states and fallback
// content, on a phone, with every dialog, the phone menu and the contact form's errors open as a visitor sees them.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openPage } from './public-helpers';
import PUBLIC_PAGES from './public-pages.json' with { type: 'json' };

// On the demo content the article is one; on the empty site, the 404 page of an unknown slug.
const PAGES = [...PUBLIC_PAGES, '/no-such-page'];
// A new site shows the demo pages' layout with the fallback content's words; what only it draws are the empty
// states (no fixtures, no tours, an unknown article) and the fallback sections of the landing page.
const EMPTY_SITE_PAGES = ['/', '/fixtures', '/tours', '/news/u19-squad-named-for-australia-tour', '/no-such-page'];

/**
 * Lazy pictures below the fold load as they scroll into view; axe checks contrast against what is drawn, so every
 * picture whose loading began is waited for until it has loaded (or failed).
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Two frames: the one that sees the new scroll position, and the next, by when a lazy picture has started.
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frames();
    }
    window.scrollTo(0, 0);
    const loading = [...document.images].filter((img) => img.currentSrc !== '' && !img.complete);
    await Promise.all(
      loading.map(
        (img) =>
          new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            img.addEventListener('error', r, { once: true });
          }),
      ),
    );
  });
}

for (const content of ['empty', 'demo'] as const) {
  test.describe(`${content} site`, () => {
    for (const path of content === 'empty' ? EMPTY_SITE_PAGES : PAGES) {
      // The demo landing page, whose bar and sections change most with the width, on the desktop too.
      const details = content === 'demo' && path === '/' ? { tag: '@desktop' } : {};
      test(`${path} has no axe violations`, details, async ({ page, emptySite, demoSite }) => {
        const site = content === 'empty' ? emptySite : demoSite;
        await openPage(page, `${site.url}${path}`);
        await scrollThrough(page);
        await expectNoAxeViolations(page, `${path} (${content})`);
      });
    }

    test('the phone menu, open, has no axe violations', async ({ page, emptySite, demoSite }) => {
      await openPage(page, content === 'empty' ? emptySite.url : demoSite.url);
      await page.getByRole('navigation', { name: 'Main' }).getByLabel('Open menu', { exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByLabel('Close menu')).toBeVisible();
      await expectNoAxeViolations(page, `the open phone menu (${content})`);
    });

    test('the contact form showing its errors has no axe violations', async ({ page, emptySite, demoSite }) => {
      await openPage(page, `${content === 'empty' ? emptySite.url : demoSite.url}/#contact`);
      const form = page.getByRole('form', { name: 'Get Started Today' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('First name is required')).toBeVisible();
      await expectNoAxeViolations(page, `the contact form's errors (${content})`);
    });

    test('the order dialog has no axe violations', async ({ page, emptySite, demoSite }) => {
      await openPage(page, `${content === 'empty' ? emptySite.url : demoSite.url}/merchandise`);
      await page.getByText('Contact to Order', { exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(/.+/);
      await expect(dialog).toHaveAccessibleDescription(/Choose how you'd like to contact us/);
      await expectNoAxeViolations(page, `the order dialog (${content})`);
    });
  });
}

test('the gallery modal has no axe violations', async ({ page, demoSite }) => {
  await openPage(page, `${demoSite.url}/gallery`);
  // One with a description and one without (the description then is for screen readers only).
  for (const title of ['Cone Drills', 'Crossover']) {
    await page.getByRole('heading', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/.+/);
    await expect
      .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page, `the gallery modal on ${title}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
