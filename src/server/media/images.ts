// Every image is identified by its bytes, re-encoded (which drops EXIF, GPS and XMP) and stored under a generated name.
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ACCEPTED_IMAGE_TYPES, type AcceptedImageType } from '../../shared/constants';
import { AppError } from '../errors';
import { type ImageStorage, UPLOADS_URL_PREFIX } from './storage';

export const NOT_AN_IMAGE = 'Please upload an image file';

async function detectImageType(data: Buffer): Promise<AcceptedImageType> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw new AppError(415, NOT_AN_IMAGE);
  }
  return type.mime as AcceptedImageType;
}

/** Checks, re-encodes and stores an image; answers the URL it is served at. */
export async function storeImage(storage: ImageStorage, data: Buffer): Promise<string> {
  await detectImageType(data);
  let encoded: Buffer;
  try {
    encoded = await sharp(data, { animated: true })
      .rotate() // bake in the EXIF orientation before the metadata goes
      .resize({ width: 1600, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError(415, NOT_AN_IMAGE);
  }
  const name = `${randomUUID()}.webp`;
  await storage.write(name, encoded);
  return `${UPLOADS_URL_PREFIX}${name}`;
}
