// Every image is identified by its bytes, re-encoded (which drops EXIF, GPS, XMP and IPTC) and stored as WebP
// renditions, and AVIF ones for still images, under a generated name; see src/shared/images.ts for how the names
// are read back into a srcset.
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { ACCEPTED_IMAGE_TYPES } from '../../shared/constants';
import { NOT_AN_IMAGE } from '../../shared/image-type';
import { PREVIEW_IMAGE, previewName, renditionName, renditionWidths, WITH_AVIF_SUFFIX } from '../../shared/images';
import { AppError } from '../errors';
import { type ImageStorage, UPLOADS_URL_PREFIX } from './storage';

export { NOT_AN_IMAGE };
export const TOO_MANY_PIXELS = 'Image dimensions are too large';

/**
 * A 20 MB PNG can declare billions of pixels; decoding one would take the server's memory.
 * 100 megapixels is above any phone camera's default output and well below sharp's own limit.
 */
const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 80;
/**
 * Effort 2 of 9: on a 2-core server a 12-megapixel photo's four AVIFs take about 0.7 s beside 0.45 s for the
 * WebPs, and are 30-45% smaller; sharp's default effort (4) takes 4.5 s for 15-30% less again
 * (`node scripts/bench-image-formats.mjs`, ADR 013).
 */
const AVIF = { quality: 50, effort: 2 } as const;
/** A pathological image must not hold a worker thread for minutes. */
const ENCODE_TIMEOUT_SECONDS = 60;

async function assertAcceptedType(data: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError(415, NOT_AN_IMAGE);
  }
}

/** Maps decoder failures to the client's mistake they are: a broken file or one too big to decode. */
function decodeError(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('pixel limit')) return new AppError(413, TOO_MANY_PIXELS);
  return new AppError(415, NOT_AN_IMAGE);
}

const decoder = (data: Buffer, animated: boolean) =>
  // `animated` keeps every frame of a GIF or WebP animation; WebP output stores them as an animation too.
  sharp(data, { animated, limitInputPixels: MAX_INPUT_PIXELS }).timeout({ seconds: ENCODE_TIMEOUT_SECONDS });

async function readMetadata(data: Buffer): Promise<Metadata> {
  try {
    return await sharp(data, { animated: true, limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw decodeError(error);
  }
}

async function encode(data: Buffer, animated: boolean, width: number, format: 'webp' | 'avif'): Promise<Buffer> {
  try {
    const resized = decoder(data, animated)
      .autoOrient() // bake in the EXIF orientation before the metadata goes
      .resize({ width, withoutEnlargement: true });
    return await (format === 'webp' ? resized.webp({ quality: WEBP_QUALITY }) : resized.avif(AVIF)).toBuffer();
  } catch (error) {
    throw decodeError(error);
  }
}

/**
 * The link-preview JPEG (og:image): the first frame, cropped to 1200x630 around what draws the eye (enlarged when
 * smaller), on white where it was transparent. Re-encoding drops the metadata as for every rendition.
 */
export async function encodePreview(data: Buffer): Promise<Buffer> {
  try {
    return await decoder(data, false)
      .autoOrient()
      .resize({ ...PREVIEW_IMAGE, fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw decodeError(error);
  }
}

/**
 * Checks, re-encodes and stores an image at each responsive width up to its own (never enlarged), and its link preview;
 * answers the URL of the largest rendition once every rendition is on disk.
 */
export async function storeImage(storage: ImageStorage, data: Buffer): Promise<string> {
  await assertAcceptedType(data);
  const metadata = await readMetadata(data);
  const animated = (metadata.pages ?? 1) > 1;
  const widths = renditionWidths(metadata.autoOrient.width);
  // AVIF has no animation here: an animation keeps its WebP renditions only.
  const formats = animated ? (['webp'] as const) : (['webp', 'avif'] as const);
  const base = animated ? randomUUID() : `${randomUUID()}${WITH_AVIF_SUFFIX}`;
  // Encode everything before writing anything, so a failure leaves no partial set behind. One at a time:
  // each encode decodes the source, and a small server should hold one decoded photo, not four.
  const encoded: [name: string, bytes: Buffer][] = [];
  for (const width of widths) {
    for (const format of formats)
      encoded.push([renditionName(base, width, format), await encode(data, animated, width, format)]);
  }
  const url = `${UPLOADS_URL_PREFIX}${renditionName(base, widths.at(-1)!)}`;
  // Made now from the original, the best source; uploads stored before previews existed get theirs on first request.
  encoded.push([previewName(url)!, await encodePreview(data)]);
  await Promise.all(encoded.map(([name, bytes]) => storage.write(name, bytes)));
  return url;
}
