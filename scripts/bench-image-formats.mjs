#!/usr/bin/env node
// What an upload costs the server in each output format: encodes a 4000x3000 phone-camera-like JPEG the way
// src/server/media/images.ts does (one decode + resize + encode per width, one width at a time) and prints,
// per setting, the median wall time of the whole set and the bytes of each rendition. Numbers only.
//   node scripts/bench-image-formats.mjs [RUNS=5]
// The photo is synthetic (no real photo may be committed: the club's photos are of children): gradients, shapes
// and sensor-like noise, softened as a phone's processing does, saved as a quality-90 JPEG of a phone's size.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

const RUNS = Number(process.argv[2] ?? 5);
const WIDTHS = [320, 640, 1024, 1600];
const SETTINGS = [
  { label: 'webp q80 (current)', options: (s) => s.webp({ quality: 80 }) },
  { label: 'webp q75', options: (s) => s.webp({ quality: 75 }) },
  { label: 'avif q50 effort 0', options: (s) => s.avif({ quality: 50, effort: 0 }) },
  { label: 'avif q50 effort 2', options: (s) => s.avif({ quality: 50, effort: 2 }) },
  { label: 'avif q55 effort 2', options: (s) => s.avif({ quality: 55, effort: 2 }) },
  { label: 'avif q50 effort 4 (sharp default)', options: (s) => s.avif({ quality: 50, effort: 4 }) },
];

async function phonePhoto(width = 4000, height = 3000) {
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 977) % width;
    const y = (i * 613) % height;
    const r = 80 + ((i * 131) % 500);
    const hue = (i * 47) % 360;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue},60%,${35 + (i % 4) * 10}%)" opacity="0.7"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a4b2a"/>
    <stop offset="1" stop-color="#1d3a5a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const scene = await sharp(Buffer.from(svg)).blur(6).png().toBuffer();
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: noise, blend: 'overlay' }])
    .blur(0.7)
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function encodeAll(photo, setting) {
  const sizes = [];
  for (const width of WIDTHS) {
    const out = await setting.options(sharp(photo).autoOrient().resize({ width })).toBuffer();
    sizes.push(out.length);
  }
  return sizes;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)}`;

const photo = await phonePhoto();
console.log(
  `photo 4000x3000 JPEG ${kb(photo.length)} kB; ${availableParallelism()} cores; libvips threads ${sharp.concurrency()}; ` +
    `${RUNS} runs, median`,
);
await encodeAll(photo, SETTINGS[0]); // warm up the decoder and libvips' caches
console.log(`${'setting'.padEnd(36)} ${'ms'.padStart(6)}  kB at ${WIDTHS.join(' / ')}`);
for (const setting of SETTINGS) {
  const times = [];
  let sizes = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    sizes = await encodeAll(photo, setting);
    times.push(performance.now() - start);
  }
  console.log(`${setting.label.padEnd(36)} ${median(times).toFixed(0).padStart(6)}  ${sizes.map(kb).join(' / ')}`);
}
