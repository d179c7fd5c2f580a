import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURES, GPS_MARKER, makePng, readFixture } from '../../../tests/fixtures/images';
import { imageSources, previewName } from '../../shared/images';
import { AppError } from '../errors';
import { NOT_AN_IMAGE, storeImage } from './images';
import { createDiskStorage, type ImageStorage } from './storage';

let dir: string;
let storage: ImageStorage;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'club-images-'));
  storage = createDiskStorage(dir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const fileOf = (url: string) => join(dir, url.replace('/uploads/', ''));
/** The sized renditions on disk (the link preview is checked on its own). */
const widthsOnDisk = async () =>
  Promise.all(
    (await readdir(dir))
      .filter((name) => !name.endsWith('-og.jpg'))
      .sort()
      .map(async (name) => ({ name, ...(await sharp(join(dir, name)).metadata()) })),
  );

async function expectRejected(data: Buffer, status: number, message: string) {
  const error = await storeImage(storage, data).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: status, message });
  expect(await readdir(dir).catch(() => [])).toEqual([]);
}

describe('storeImage', () => {
  it('stores a WebP and an AVIF at every responsive width and answers the largest WebP, 1600 wide', async () => {
    const url = await storeImage(storage, await makePng(2400, 1200));
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-a-1600\.webp$/);
    const files = await widthsOnDisk();
    // sharp reads AVIF as its container format, HEIF.
    expect(files.map((f) => [f.name.split('.')[1], f.format, f.width, f.height])).toEqual([
      ['avif', 'heif', 1024, 512],
      ['webp', 'webp', 1024, 512],
      ['avif', 'heif', 1600, 800],
      ['webp', 'webp', 1600, 800],
      ['avif', 'heif', 320, 160],
      ['webp', 'webp', 320, 160],
      ['avif', 'heif', 640, 320],
      ['webp', 'webp', 640, 320],
    ]);
    // Every file the two srcsets name is on disk, and nothing else is.
    const { srcSet, avifSrcSet, widths } = imageSources(url);
    expect(widths).toEqual([320, 640, 1024, 1600]);
    const named = [srcSet!, avifSrcSet!]
      .flatMap((set) => set.split(', '))
      .map((candidate) => candidate.split(' ')[0]!.replace('/uploads/', ''));
    expect(named.sort()).toEqual(files.map((f) => f.name));
    // Beside them, the link preview: a 1200x630 JPEG.
    expect((await readdir(dir)).filter((name) => name.endsWith('.jpg'))).toEqual([previewName(url)]);
    const preview = await sharp(fileOf(`/uploads/${previewName(url)}`)).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('never enlarges: a 700 px image is stored at 320, 640 and its own 700', async () => {
    const url = await storeImage(storage, await makePng(700, 500));
    expect(url).toMatch(/-a-700\.webp$/);
    expect((await widthsOnDisk()).map((f) => f.width).sort((a, b) => a - b)).toEqual([320, 320, 640, 640, 700, 700]);
  });

  it('stores an image narrower than every width once per format, at its own size', async () => {
    const url = await storeImage(storage, readFixture(FIXTURES.smallPng));
    expect(url).toMatch(/-a-200\.webp$/);
    const files = await widthsOnDisk();
    expect(files.map((f) => [f.format, f.width, f.height])).toEqual([
      ['heif', 200, 150],
      ['webp', 200, 150],
    ]);
  });

  it('removes EXIF, GPS and XMP', async () => {
    const original = readFixture(FIXTURES.gpsPhoto);
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(GPS_MARKER)).toBe(true);
    expect(before.xmp).toBeDefined();
    await storeImage(storage, original);
    for (const name of await readdir(dir)) {
      const data = await readFile(join(dir, name));
      const after = await sharp(data).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(data.includes(GPS_MARKER)).toBe(false);
    }
  });

  it('turns a photo the right way up before dropping its orientation tag', async () => {
    // Orientation 6: stored 1800x1200, shown rotated a quarter turn, so 1200 wide.
    const sideways = await sharp(await makePng(1800, 1200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const url = await storeImage(storage, sideways);
    expect(url).toMatch(/-1200\.webp$/);
    const stored = await sharp(fileOf(url)).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([1200, 1800, undefined]);
  });

  it('keeps an animated GIF animated at every width, in WebP only (no AVIF named or stored)', async () => {
    const url = await storeImage(storage, readFixture(FIXTURES.animatedGif));
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-400\.webp$/);
    expect(imageSources(url).avifSrcSet).toBeUndefined();
    // Besides the WebPs only the link preview, of the first frame.
    expect((await readdir(dir)).filter((name) => !name.endsWith('.webp'))).toEqual([previewName(url)]);
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.webp'))) {
      const stored = await sharp(join(dir, name), { animated: true }).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.pages).toBe(3);
      expect(stored.delay).toEqual([200, 200, 200]);
    }
    const small = await sharp(join(dir, (await readdir(dir)).find((n) => n.endsWith('-320.webp'))!), {
      animated: true,
    }).metadata();
    expect([small.width, small.pageHeight]).toEqual([320, 240]);
  });

  it('accepts JPEG, PNG, GIF and WebP whatever name they came with', async () => {
    const png = await makePng(50, 40);
    for (const data of [
      png,
      await sharp(png).jpeg().toBuffer(),
      await sharp(png).gif().toBuffer(),
      await sharp(png).webp().toBuffer(),
    ]) {
      expect(await storeImage(storage, data)).toMatch(/-50\.webp$/);
    }
  });

  it('refuses text, other image formats and broken images with 415', async () => {
    await expectRejected(readFixture(FIXTURES.notAnImage), 415, NOT_AN_IMAGE);
    await expectRejected(
      await sharp(await makePng(50, 40))
        .tiff()
        .toBuffer(),
      415,
      NOT_AN_IMAGE,
    );
    await expectRejected(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 415, NOT_AN_IMAGE);
    const png = await makePng(300, 300);
    // Right magic bytes, then garbage: identified as PNG, fails to decode.
    await expectRejected(Buffer.concat([png.subarray(0, 64), Buffer.alloc(256, 7)]), 415, NOT_AN_IMAGE);
    await expectRejected(Buffer.alloc(0), 415, NOT_AN_IMAGE);
  });

  it('refuses an image whose pixel count would exhaust memory, without decoding it', async () => {
    // Just over 100 megapixels: one colour compresses to a few hundred KB but would decode to 300 MB.
    const bomb = await sharp({ create: { width: 10_001, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expectRejected(bomb, 413, 'Image dimensions are too large');
  });
});
