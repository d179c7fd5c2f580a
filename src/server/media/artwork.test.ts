// Demo and stock pictures carry no words: a title drawn into a photo repeats the card's heading and is cut off when
// the card's frame crops the photo ('AUSTRALIA TOUR SQUA').
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root';
import {
  demoPortrait,
  type LogoShape,
  logoSvg,
  type MerchKind,
  type Motif,
  merchSvg,
  PALETTE,
  photoShape,
  sceneSvg,
} from './artwork';

const MOTIFS: Motif[] = ['ball', 'hoop', 'trophy', 'cones', 'huddle', 'plane', 'lights', 'palms', 'dribble'];
const LOGOS: LogoShape[] = ['circle', 'hexagon', 'shield', 'diamond', 'wave'];
const MERCH: MerchKind[] = ['jersey', 'tee', 'hoodie', 'shorts', 'cap', 'ball', 'bottle', 'bag', 'band'];

/** Any element that draws characters: <text>, <tspan>, <textPath>, or HTML smuggled in through <foreignObject>. */
const WORDS = /<(text|tspan|textPath|foreignObject)[\s>/]/i;

describe('demo artwork', () => {
  it('draws every scene, portrait, logo and product without words', () => {
    const svgs = [
      ...MOTIFS.map((motif, i) =>
        sceneSvg({ ...photoShape(i), from: PALETTE.red, to: PALETTE.black, accent: PALETTE.gold, motif }),
      ),
      ...(['player', 'coach', 'management'] as const).map((role) => demoPortrait(role, '#8d5524')),
      ...LOGOS.map((shape) => logoSvg('Coastal Shipping Lines', shape, PALETTE.blue, PALETTE.gold)),
      ...MERCH.map((kind) => merchSvg(kind, PALETTE.red, PALETTE.gold)),
    ];
    expect(svgs).toHaveLength(MOTIFS.length + 3 + LOGOS.length + MERCH.length);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(WORDS);
    }
  });

  it('comes in landscape, 4:3 and portrait shapes, so the demo site shows frames cropping every kind', () => {
    const ratios = [0, 1, 2].map((i) => photoShape(i)).map(({ width, height }) => width / height);
    expect(ratios).toEqual([16 / 9, 4 / 3, 3 / 4]);
    expect(photoShape(3)).toEqual(photoShape(0));
  });
});

describe('stock pictures in public/', () => {
  const svgFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? svgFiles(join(dir, entry.name))
        : entry.name.endsWith('.svg')
          ? [join(dir, entry.name)]
          : [],
    );

  it('draw no words (the fallback news picture, the placeholder sponsor logo)', () => {
    const files = svgFiles(join(projectRoot, 'public', 'images'));
    expect(files.map((f) => f.split('/').pop())).toEqual(
      expect.arrayContaining(['news-fallback.svg', 'sponsor-placeholder.svg']),
    );
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(WORDS);
  });
});
