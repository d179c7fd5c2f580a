// Helpers for the staff portal specs: unique names so tests can share a site, and the portal's common moves.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

/** Real image files for uploads (tests/fixtures, made with sharp). */
export const images = {
  png: join(FIXTURES, 'small.png'),
  jpeg: join(FIXTURES, 'gps-photo.jpg'),
  gif: join(FIXTURES, 'animated.gif'),
  text: join(FIXTURES, 'not-an-image.txt'),
};

/** A name no other test uses, so tests can run in parallel against one site. */
export const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** A JPEG-named file just over the 20MB limit, in a fresh temp directory. */
export function tooLargeImage(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'club-e2e-large-')), 'huge-photo.jpg');
  writeFileSync(path, Buffer.alloc(20 * 1024 * 1024 + 1024, 0xff));
  return path;
}

export async function openSection(page: Page, url: string, section: string, title: string): Promise<void> {
  await page.goto(`${url}/admin/${section}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The toast region (Radix names it 'Notifications (F8)'); a toast's text is looked for only there. */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: /Notifications/ });

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: typeof title === 'string' })).toBeVisible();
  if (description) await expect(region.getByText(description)).toBeVisible();
}

/**
 * Confirms the delete (or removal) just asked for, in the portal's one confirmation dialog, whose title names the
 * item.
 */
export async function confirmDelete(page: Page, title: string | RegExp = /^Delete the /, verb = 'Delete') {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: verb, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The form panel of the visible section (create or edit). */
export const formPanel = (page: Page, name: string | RegExp): Locator => page.getByRole('region', { name });

/** The list item (card) holding this text. */
export const card = (page: Page, text: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: text, exact: true }) });

/** Every <img> in the locator has loaded, and its src answers 200. */
export async function expectImageServed(page: Page, img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const src = await img.getAttribute('src');
  expect(src).toMatch(/^\/uploads\//);
  const res = await page.request.get(new URL(src!, page.url()).toString());
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\//);
}
