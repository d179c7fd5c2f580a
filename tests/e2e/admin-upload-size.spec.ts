// Uploads that fit mobile data (ADR 026): a 4000x3000 phone photo is scaled down in the browser before it is sent,
// and the form shows how much has been sent while it goes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { formPanel, openSection, toasts, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/** A 4000x3000 JPEG with photo-like detail (smooth noise), a few megabytes as phones make them. */
async function phonePhoto(): Promise<{ path: string; bytes: number }> {
  const small = { width: 1000, height: 750, channels: 3 as const };
  const noise = Buffer.alloc(small.width * small.height * small.channels);
  let seed = 1;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    noise[i] = seed >>> 24;
  }
  const jpeg = await sharp(noise, { raw: small })
    .resize(4000, 3000, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const path = join(mkdtempSync(join(tmpdir(), 'club-e2e-photo-')), 'IMG_4000x3000.jpg');
  writeFileSync(path, jpeg);
  return { path, bytes: jpeg.length };
}

/**
 * Records, in the page, the size of every file the portal hands to XMLHttpRequest: the browser's network events
 * do not carry the size of a file-backed body. The request itself goes out unchanged.
 */
async function recordSentFiles(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const sent: number[] = [];
    (window as unknown as { sentFiles: number[] }).sentFiles = sent;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) for (const value of body.values()) if (value instanceof File) sent.push(value.size);
      return send.call(this, body);
    };
  });
  return () => page.evaluate(() => (window as unknown as { sentFiles: number[] }).sentFiles);
}

/** Sends slowly (4 Mbit/s up, as on a mobile line), so the progress can be seen while it grows. */
async function slowUplink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 5_000_000 / 8,
    uploadThroughput: 4_000_000 / 8,
  });
}

type PhotoForm = {
  section: string;
  heading: string;
  /** The 'Add ...' button, which is also the form's name. */
  add: string;
  /** Label to value, filled in this order. */
  fields: Record<string, string>;
  photoLabel: string;
};

/** Opens a section's add form, fills it and chooses a phone photo, recording the size of each file sent. */
async function fillWithPhonePhoto(page: Page, url: string, { section, heading, add, fields, photoLabel }: PhotoForm) {
  const photo = await phonePhoto();
  const sentFiles = await recordSentFiles(page);
  await openSection(page, url, section, heading);
  await page.getByRole('button', { name: add }).click();
  const form = formPanel(page, add);
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByLabel(photoLabel).setInputFiles(photo.path);
  /** The photo went out at well under its size; answers the bytes sent. */
  async function expectSentScaledDown(): Promise<number> {
    const [sent = 0] = await sentFiles();
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(photo.bytes * 0.6);
    return sent;
  }
  return { form, photo, expectSentScaledDown };
}

test('a 4000x3000 team photo is sent scaled down, with its progress in per cent', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { form, photo, expectSentScaledDown } = await fillWithPhonePhoto(page, adminSite.url, {
    section: 'teams',
    heading: 'Team Management',
    add: 'Add Team',
    fields: {
      'Team name': unique('U14 Girls'),
      'Age group': 'U14',
      Description: 'Development squad',
      Features: 'Skills',
    },
    photoLabel: 'Team photo (optional)',
  });

  await slowUplink(page);
  const upload = page.waitForRequest((req) => req.url().endsWith('/api/admin/upload'));
  await form.getByRole('button', { name: 'Create Team' }).click();
  const progress = form.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(form.getByRole('button', { name: /^Uploading… \d+%$/ })).toBeVisible();
  // Sending starts once the browser has scaled the photo down, which can take a while on a busy machine.
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(0);

  await upload;
  const sent = await expectSentScaledDown();
  test.info().annotations.push({ type: 'bytes', description: `4000x3000 JPEG: ${photo.bytes} before, ${sent} sent` });
  console.log(`4000x3000 JPEG: ${photo.bytes} bytes chosen, ${sent} bytes sent`);

  // About 2 MB at 4 Mbit/s, then the server makes its sizes: longer than the usual wait for a toast.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Team created successfully')).toBeVisible({
    timeout: 45_000,
  });
  await expect(progress).toBeHidden();
});

test('a 4000x3000 merchandise photo sent with the fields is scaled down too', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { form, expectSentScaledDown } = await fillWithPhonePhoto(page, adminSite.url, {
    section: 'merchandise',
    heading: 'Merchandise Management',
    add: 'Add Item',
    fields: { Name: unique('Training Singlet'), Price: '45.00' },
    photoLabel: 'Image (optional)',
  });

  const created = page.waitForRequest((req) => req.url().endsWith('/api/admin/merchandise') && req.method() === 'POST');
  await form.getByRole('button', { name: 'Create Item' }).click();
  await created;
  await expectSentScaledDown();
  // The server re-encodes a 2400 px photo into every rendition before answering: slow on a busy machine.
  await expect(toasts(page).getByText('Merchandise item created successfully', { exact: true })).toBeVisible({
    timeout: 45_000,
  });
});
