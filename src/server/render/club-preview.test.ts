// The default link preview: the club's logo and name, 1200x630, at an address that changes when either does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB } from '../../shared/constants';
import { projectRoot } from '../project-root';
import { createTestApp, type TestApp } from '../test-app';
import { clubPreview, drawClubPreview } from './club-preview';

const logo = readFileSync(join(projectRoot, 'public', 'logo.svg'));
const otherLogo = Buffer.from(logo.toString().replace(/#FCD116/g, '#00AA00'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Region = { left: number; top: number; width: number; height: number };

/** The mean colour of a region of a JPEG, as [r, g, b]. */
async function meanColour(jpeg: Buffer, region: Region): Promise<number[]> {
  const pixels = await sharp(jpeg).extract(region).removeAlpha().raw().toBuffer();
  const sums = [0, 0, 0];
  for (let i = 0; i < pixels.length; i++) sums[i % 3]! += pixels[i]!;
  return sums.map((sum) => Math.round(sum / (pixels.length / 3)));
}

describe("the club's link preview", () => {
  it('is served at the address every page without its own picture names, as a 1200x630 JPEG', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/sponsors' })).body;
    const url = /<meta property="og:image" content="https?:\/\/[^/]+(\/images\/club\/[^"]+)"/.exec(html)?.[1];
    expect(url).toBe(clubPreview(logo, CLUB.name).path);
    const res = await t.app.inject({ method: 'GET', url: url! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // The logo's gold ring on the left; no stock photograph.
    const [r, g, b] = await meanColour(res.rawPayload, { left: 106, top: 300, width: 5, height: 30 });
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(160);
    expect(b).toBeLessThan(100);
    // The name, in white on black, on the right: the text's box is far lighter than the black around it.
    const [textGrey] = await meanColour(res.rawPayload, { left: 480, top: 150, width: 600, height: 330 });
    const [blank] = await meanColour(res.rawPayload, { left: 480, top: 20, width: 600, height: 60 });
    expect(textGrey! - blank!).toBeGreaterThan(40);
    expect((await t.app.inject({ method: 'GET', url: '/images/club/preview-000000000000.jpg' })).statusCode).toBe(404);
  });

  it('gets a new address when the logo or the name changes, and keeps it otherwise', () => {
    const now = clubPreview(logo, CLUB.name).path;
    expect(clubPreview(logo, CLUB.name).path).toBe(now);
    expect(clubPreview(logo, 'Lae Basketball Club').path).not.toBe(now);
    expect(clubPreview(otherLogo, CLUB.name).path).not.toBe(now);
  });

  it('draws a long name inside the picture', async () => {
    const jpeg = await drawClubPreview(logo, 'The Very Long Named National Capital District Youth Basketball Club');
    const meta = await sharp(jpeg).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});
