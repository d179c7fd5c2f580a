// Photos from phones are often 4000 px and several megabytes; the site never shows more than 1600 px (the widest
// rendition the server makes), so the portal scales them down before sending them over mobile data (ADR 026).

/** The long side a photo is scaled down to: above the server's widest rendition, so the site loses nothing. */
export const MAX_UPLOAD_SIDE = 2400;
/** JPEG and WebP quality of a scaled photo: no visible loss at this size, a fraction of the bytes. */
const QUALITY = 0.85;

/** JPEG stays JPEG; PNG and WebP become WebP, which keeps transparency. GIFs are never scaled (animation). */
const outputType = (type: string) => (type === 'image/jpeg' ? 'image/jpeg' : 'image/webp');

function renamed(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? '.jpg' : '.webp';
  return `${name.replace(/\.[^.]*$/, '') || 'photo'}${extension}`;
}

async function encode(bitmap: ImageBitmap, width: number, height: number, type: string): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * The photo to send: scaled so its long side is at most MAX_UPLOAD_SIDE, or the file itself when it is small
 * enough, a GIF, not something this browser can decode (the server then says what is wrong), or when scaling
 * would not make it smaller.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (file.type === 'image/gif' || typeof createImageBitmap === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    // Turned upright by its EXIF orientation, as the server and browsers show it.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = MAX_UPLOAD_SIDE / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return file;
    const type = outputType(file.type);
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const blob = await encode(bitmap, width, height, type).catch(() => null);
    if (!blob || blob.type !== type || blob.size >= file.size) return file;
    return new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
