#!/usr/bin/env node
// Computes the @font-face overrides that make a local font take the same space as Oswald 700, so the page does
// not move when Oswald arrives (src/client/fonts.css). Reads the real fonts' tables (head, hhea, OS/2, cmap,
// hmtx) from .ttf/.woff files; no font library needed. Prints CSS descriptors for each fallback.
//   node scripts/font-fallback-metrics.mjs [NAME=FILE ...]
// Widths are compared on capitals and spaces weighted by English letter frequency: every public heading is set
// `uppercase`, so that is the text whose line breaks must not change.
import { existsSync, readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

const DISPLAY = 'node_modules/@fontsource/oswald/files/oswald-latin-700-normal.woff';
const DEFAULT_FALLBACKS = {
  // Liberation Sans (Narrow) is metric-compatible with Arial (Narrow): the same advances and vertical metrics.
  'Arial Narrow Bold': '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
  'Arial Bold': '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  // Android's system font; its file is in @fontsource/roboto (not a dependency: `npm pack` it to measure).
  'Roboto Bold': '/tmp/roboto-latin-700-normal.woff',
};
// Letter frequency in English text (percent), and a space about every 5.5 characters.
// biome-ignore format: a table reads better in rows
const FREQUENCY = {
  A: 8.2, B: 1.5, C: 2.8, D: 4.3, E: 12.7, F: 2.2, G: 2.0, H: 6.1, I: 7.0, J: 0.15, K: 0.77, L: 4.0, M: 2.4,
  N: 6.7, O: 7.5, P: 1.9, Q: 0.095, R: 6.0, S: 6.3, T: 9.1, U: 2.8, V: 0.98, W: 2.4, X: 0.15, Y: 2.0, Z: 0.074,
  ' ': 18,
};

/** The sfnt tables of a TrueType/OpenType file, or of a WOFF 1 file (zlib-compressed tables). */
function tables(file) {
  const data = readFileSync(file);
  const woff = data.toString('latin1', 0, 4) === 'wOFF';
  const count = data.readUInt16BE(woff ? 12 : 4);
  const found = {};
  for (let i = 0; i < count; i++) {
    const entry = woff ? 44 + i * 20 : 12 + i * 16;
    const tag = data.toString('latin1', entry, entry + 4);
    if (woff) {
      const [offset, compressed, length] = [4, 8, 12].map((at) => data.readUInt32BE(entry + at));
      const raw = data.subarray(offset, offset + compressed);
      found[tag] = compressed < length ? inflateSync(raw) : raw;
    } else {
      const [offset, length] = [8, 12].map((at) => data.readUInt32BE(entry + at));
      found[tag] = data.subarray(offset, offset + length);
    }
  }
  return found;
}

/** Glyph index of a character from the Windows Unicode BMP cmap (format 4). */
function glyphLookup(cmap) {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const [platform, encoding] = [cmap.readUInt16BE(4 + i * 8), cmap.readUInt16BE(6 + i * 8)];
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    if (platform !== 3 || encoding !== 1 || sub.readUInt16BE(0) !== 4) continue;
    const segments = sub.readUInt16BE(6) / 2;
    const ends = 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (sub.readUInt16BE(ends + s * 2) < code) continue;
        const start = sub.readUInt16BE(starts + s * 2);
        if (start > code) return 0;
        const delta = sub.readInt16BE(deltas + s * 2);
        const rangeOffset = sub.readUInt16BE(rangeOffsets + s * 2);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = sub.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no Unicode BMP cmap');
}

function metrics(file) {
  const t = tables(file);
  const unitsPerEm = t.head.readUInt16BE(18);
  const useTypo = (t['OS/2'].readUInt16BE(62) & (1 << 7)) !== 0;
  const [ascent, descent, lineGap] = useTypo
    ? [68, 70, 72].map((at) => t['OS/2'].readInt16BE(at))
    : [4, 6, 8].map((at) => t.hhea.readInt16BE(at));
  const advances = t.hhea.readUInt16BE(34);
  const glyph = glyphLookup(t.cmap);
  const advance = (char) => t.hmtx.readUInt16BE(Math.min(glyph(char.codePointAt(0)), advances - 1) * 4);
  const total = Object.values(FREQUENCY).reduce((a, b) => a + b, 0);
  const averageWidth = Object.entries(FREQUENCY).reduce((sum, [char, f]) => sum + advance(char) * f, 0) / total;
  return { unitsPerEm, ascent, descent, lineGap, averageWidth: averageWidth / unitsPerEm };
}

const percent = (n) => `${(n * 100).toFixed(2)}%`;
const display = metrics(DISPLAY);
const args = process.argv.slice(2).map((arg) => arg.split('='));
const fallbacks = args.length > 0 ? Object.fromEntries(args) : DEFAULT_FALLBACKS;
console.log(`/* Oswald 700: average capital width ${display.averageWidth.toFixed(4)} em */`);
for (const [name, file] of Object.entries(fallbacks)) {
  if (!existsSync(file)) {
    console.log(`/* ${name}: ${file} not found, skipped */`);
    continue;
  }
  const local = metrics(file);
  // The fallback is scaled to Oswald's width; the vertical metrics are then given in the scaled font's em.
  const sizeAdjust = display.averageWidth / local.averageWidth;
  const em = display.unitsPerEm * sizeAdjust;
  console.log(`/* ${name} (${file}) */
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(display.ascent / em)};
  descent-override: ${percent(Math.abs(display.descent) / em)};
  line-gap-override: ${percent(display.lineGap / em)};`);
}
