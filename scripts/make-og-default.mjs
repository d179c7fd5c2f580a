// Makes public/images/og-default.jpg, the club's picture for link previews of pages without their own: the stock
// hero picture cropped to 1200x630 as a JPEG (what every preview client reads). Run after changing the hero picture:
//   node scripts/make-og-default.mjs
import { statSync } from 'node:fs';
import sharp from 'sharp';

const source = 'public/images/hero-1600.webp';
const target = 'public/images/og-default.jpg';
/** Preview clients fetch it on every share; on PNG's mobile data that should stay small. */
const MAX_BYTES = 120 * 1024;

await sharp(source)
  .resize({ width: 1200, height: 630, fit: 'cover', position: sharp.strategy.attention })
  .jpeg({ quality: 78, mozjpeg: true })
  .toFile(target);
const bytes = statSync(target).size;
console.log(`${target}: ${Math.round(bytes / 1024)} KB`);
if (bytes > MAX_BYTES) {
  console.error(`over ${MAX_BYTES / 1024} KB: lower the quality`);
  process.exitCode = 1;
}
