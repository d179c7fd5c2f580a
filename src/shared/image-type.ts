// Which accepted image type a file's first bytes say it is. The portal checks a chosen file with this at once, so
// a renamed PDF is refused when picked (not only on Save, after a broken preview); the server decides with
// file-type on the whole upload, and image-type.test.ts holds the two to the same answers for the accepted types.
import type { AcceptedImageType } from './constants';

/** The server's refusal of a file that is not an image (415), also shown by the portal when it finds one first. */
export const NOT_AN_IMAGE = 'Please upload an image file';

/** Enough bytes to tell every accepted type apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

export function imageTypeOf(bytes: Uint8Array): AcceptedImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}
