// The link-preview picture of pages without their own (docs/decisions/033-public-layout-and-previews.md): the
// club's logo and name on the club's colours, 1200x630 JPEG like every other preview. Made from public/logo.svg and
// CLUB.name, so renaming the club or replacing the logo changes it with nothing else to run. Its address carries a
// hash of both: preview clients (Facebook, WhatsApp) keep a picture per address for weeks, and a new address makes
// them fetch the new one.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CLUB } from '../../shared/constants';
import { PREVIEW_IMAGE } from '../../shared/images';
import { notFound } from '../errors';
import { escapeHtml } from '../escape-html';
import { projectRoot } from '../project-root';

/** Raise when the drawing below changes, so clients holding the old picture are given a new address. */
const DRAWING_VERSION = 1;
const LOGO_SIZE = 320;
const MARGIN = 100;
const STRIPE = 16;

export const CLUB_PREVIEW_PREFIX = '/images/club/';

export type ClubPreview = {
  /** The picture's path on this site: /images/club/preview-<hash>.jpg. */
  path: string;
  /** The JPEG, drawn on first use and then kept (some tens of KB). */
  image(): Promise<Buffer>;
};

/** The name in white on the right half, wrapped by word and sized to fit its box whatever its length. */
async function nameText(name: string, width: number, height: number): Promise<Buffer> {
  const markup = `<span foreground="#ffffff" weight="bold">${escapeHtml(name.toUpperCase())}</span>`;
  return sharp({ text: { text: markup, font: 'sans-serif', width, height, rgba: true, wrap: 'word' } })
    .png()
    .toBuffer();
}

export async function drawClubPreview(logo: Buffer, name: string): Promise<Buffer> {
  const { width, height } = PREVIEW_IMAGE;
  const logoPng = await sharp(logo, { density: 600 }).resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain' }).png().toBuffer();
  const textLeft = MARGIN + LOGO_SIZE + 60;
  const text = await nameText(name, width - textLeft - MARGIN / 2, height - 2 * MARGIN);
  const textHeight = (await sharp(text).metadata()).height;
  return sharp({ create: { width, height, channels: 3, background: CLUB.black } })
    .composite([
      { input: logoPng, top: Math.round((height - LOGO_SIZE) / 2), left: MARGIN },
      { input: text, top: Math.round((height - textHeight) / 2), left: textLeft },
      {
        input: { create: { width, height: STRIPE, channels: 3, background: CLUB.red } },
        top: height - STRIPE,
        left: 0,
      },
    ])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

export function clubPreview(logo: Buffer, name: string): ClubPreview {
  const hash = createHash('sha256').update(`${DRAWING_VERSION}\n${name}\n`).update(logo).digest('hex').slice(0, 12);
  let drawn: Promise<Buffer> | undefined;
  return {
    path: `${CLUB_PREVIEW_PREFIX}preview-${hash}.jpg`,
    image() {
      drawn ??= drawClubPreview(logo, name);
      // A failed drawing is tried again on the next request rather than kept.
      drawn.catch(() => {
        drawn = undefined;
      });
      return drawn;
    },
  };
}

/** The club's preview from the logo file and the club's name, as the site is now. */
export const currentClubPreview = (): ClubPreview =>
  clubPreview(readFileSync(join(projectRoot, 'public', 'logo.svg')), CLUB.name);

/** Serves the picture at its address; any other name there is unknown (an old hash included). */
export async function clubPreviewRoute(app: FastifyInstance, preview: ClubPreview): Promise<void> {
  app.get(`${CLUB_PREVIEW_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (`${CLUB_PREVIEW_PREFIX}${file}` !== preview.path) throw notFound();
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(await preview.image());
  });
}
