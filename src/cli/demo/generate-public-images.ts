// Regenerates the site's stock images in public/images (hero and the landing gallery's 8 tiles) from the same
// artwork the demo content uses. Run after changing the artwork: npx tsx src/cli/demo/generate-public-images.ts
// The hero comes in AVIF and WebP, landscape for wide screens and a portrait crop for phones (hero-section.tsx).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { type Motif, PALETTE, sceneSvg } from '../../server/media/artwork';
import { projectRoot } from '../../server/project-root';
import { HERO_PORTRAIT_ASPECT, HERO_WIDTHS } from '../../shared/constants';

const out = join(projectRoot, 'public', 'images');
const QUALITY = 72;
// AVIF at this quality looks like the WebP at QUALITY for a third to a half of the bytes; made once, so with the
// slowest, smallest encoding.
const AVIF_QUALITY = 40;

async function writeWidths(source: Buffer, base: string, widths: number[], avif = false) {
  for (const width of widths) {
    await sharp(source).resize({ width }).webp({ quality: QUALITY }).toFile(`${base}-${width}.webp`);
    if (avif)
      await sharp(source).resize({ width }).avif({ quality: AVIF_QUALITY, effort: 9 }).toFile(`${base}-${width}.avif`);
  }
}

const render = (svg: string, density = 72) => sharp(Buffer.from(svg), { density }).png().toBuffer();

/** A phone held upright shows a tall slice of the hero: crop it around the motif instead of shrinking the whole. */
async function portraitCrop(landscape: Buffer, centreX: number, aspect: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(landscape).metadata();
  const cropWidth = Math.round(height * aspect);
  const left = Math.min(width - cropWidth, Math.max(0, Math.round(width * centreX - cropWidth / 2)));
  return sharp(landscape).extract({ left, top: 0, width: cropWidth, height }).png().toBuffer();
}

const GALLERY: [slug: string, motif: Motif, from: string, to: string][] = [
  ['fast-break', 'ball', PALETTE.red, PALETTE.black],
  ['team-huddle', 'huddle', PALETTE.charcoal, PALETTE.black],
  ['youth-clinic', 'cones', PALETTE.sky, PALETTE.blue],
  ['game-night', 'lights', PALETTE.charcoal, PALETTE.black],
  ['skills-session', 'hoop', PALETTE.green, PALETTE.black],
  ['on-tour', 'plane', PALETTE.sea, PALETTE.blue],
  ['championship', 'trophy', PALETTE.red, PALETTE.redDark],
  ['community-day', 'palms', PALETTE.sea, PALETTE.green],
];

mkdirSync(join(out, 'gallery'), { recursive: true });
const heroSvg = sceneSvg({
  width: 1600,
  height: 1000,
  from: PALETTE.redDark,
  to: PALETTE.black,
  accent: PALETTE.gold,
  motif: 'dribble',
  motifX: 0.7,
});
await writeWidths(await render(heroSvg), join(out, 'hero'), [...HERO_WIDTHS.landscape], true);
// Behind the hero's dark overlay a 600 px crop scaled to 720 looks the same as a sharper one, for fewer bytes.
const portrait = await portraitCrop(await render(heroSvg), 0.62, HERO_PORTRAIT_ASPECT);
await writeWidths(portrait, join(out, 'hero-portrait'), [...HERO_WIDTHS.portrait], true);
for (const [slug, motif, from, to] of GALLERY) {
  await writeWidths(
    await render(sceneSvg({ width: 800, height: 800, from, to, accent: PALETTE.gold, motif, motifX: 0.5 })),
    join(out, 'gallery', slug),
    [400, 800],
  );
}
console.log(`Wrote the hero and ${GALLERY.length} gallery images to ${out}`);
