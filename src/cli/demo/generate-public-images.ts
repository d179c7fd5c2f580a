// Regenerates the site's stock images in public/images (hero and the landing gallery's 8 tiles) from the same
// artwork the demo content uses. Run after changing the artwork: npx tsx src/cli/demo/generate-public-images.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../../server/project-root';
import { type Motif, PALETTE, sceneSvg } from './artwork';

const out = join(projectRoot, 'public', 'images');
const QUALITY = 72;

async function writeWidths(svg: string, base: string, widths: number[]) {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of widths) {
    await sharp(png).resize({ width }).webp({ quality: QUALITY }).toFile(`${base}-${width}.webp`);
  }
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
await writeWidths(
  sceneSvg({
    width: 1600,
    height: 1000,
    from: PALETTE.redDark,
    to: PALETTE.black,
    accent: PALETTE.gold,
    motif: 'dribble',
    motifX: 0.7,
  }),
  join(out, 'hero'),
  [640, 1024, 1600],
);
for (const [slug, motif, from, to] of GALLERY) {
  await writeWidths(
    sceneSvg({ width: 800, height: 800, from, to, accent: PALETTE.gold, motif, motifX: 0.5 }),
    join(out, 'gallery', slug),
    [400, 800],
  );
}
console.log(`Wrote the hero and ${GALLERY.length} gallery images to ${out}`);
