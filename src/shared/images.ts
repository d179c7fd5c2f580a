// How stored images are named, shared by the server that writes them and the client that renders <img srcSet>.
// Every upload is stored as `<base>-<width>.webp` at each IMAGE_WIDTHS width below its own, plus its own width
// capped at the largest; the URL kept in the database names that largest file. The width in the name is what lets
// a page build the srcset from the URL alone, without a database column or a request per image.
// A still image also gets an AVIF beside each WebP (a third to a half smaller); its base then ends in `-a`
// (`<uuid>-a`), so the URL alone says that the AVIF files exist. Animations and older uploads are WebP only.
import { IMAGE_WIDTHS } from './constants';

const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
const STORED_URL =
  /^(\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-a)?)-([1-9][0-9]{0,4})\.webp$/;
/** The base-name suffix of an upload stored with AVIF renditions too. */
export const WITH_AVIF_SUFFIX = '-a';
/**
 * Link previews (og:image) want one JPEG of this size: every preview client reads JPEG, few read WebP or AVIF.
 * An upload's preview is `<stem>-og.jpg` beside the file its URL names (`<uuid>-a-1600-og.jpg`).
 */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;
/** A URL a row may hold (UPLOAD_URL_PATTERN): the stem its preview is named after. */
const PRIMARY_UPLOAD = /^\/uploads\/([a-z0-9-]+)\.(webp|gif)$/;
const PREVIEW_NAME = /^([a-z0-9-]+)-og\.jpg$/;

/** The stored name of the link-preview JPEG of the upload a URL names; null for a URL that is not an upload. */
export function previewName(url: string): string | null {
  const stem = PRIMARY_UPLOAD.exec(url)?.[1];
  return stem ? `${stem}-og.jpg` : null;
}

/** The URLs a preview may have been made from (the row holds one of them), or null when it is no preview name. */
export function previewSourceUrls(name: string): string[] | null {
  const stem = PREVIEW_NAME.exec(name)?.[1];
  return stem ? [`/uploads/${stem}.webp`, `/uploads/${stem}.gif`] : null;
}

export type ImageSources = {
  src: string;
  /** For `<img srcSet>`; undefined when the URL is not a stored upload (a fallback picture, an old URL). */
  srcSet: string | undefined;
  /** For `<source type="image/avif" srcSet>`; undefined when the upload has no AVIF renditions. */
  avifSrcSet: string | undefined;
  /** Widths in the srcset, smallest first; empty without a srcset. */
  widths: number[];
};

/** The widths stored for a source image this wide: never wider than the source, never wider than the largest. */
export function renditionWidths(sourceWidth: number): number[] {
  const largest = Math.min(Math.max(1, Math.round(sourceWidth)), MAX_WIDTH);
  return [...IMAGE_WIDTHS.filter((width) => width < largest), largest];
}

export const renditionName = (base: string, width: number, format: 'webp' | 'avif' = 'webp') =>
  `${base}-${width}.${format}`;

/**
 * Every stored file of the upload a URL names: each width, in WebP and (for a `-a` base) AVIF, and its link-preview
 * JPEG (made on upload, or on its first request for older uploads). A URL of another shape (an older upload) is its
 * one file and its preview; a URL that is not an upload has none.
 */
export function storedRenditions(url: string): string[] {
  const preview = previewName(url);
  return [...sizedRenditions(url), ...(preview ? [preview] : [])];
}

function sizedRenditions(url: string): string[] {
  const match = STORED_URL.exec(url);
  if (!match) {
    const name = /^\/uploads\/([a-z0-9-]+\.(webp|avif|gif))$/.exec(url)?.[1];
    return name ? [name] : [];
  }
  const [, base, avif, largest] = match as unknown as [string, string, string | undefined, string];
  const name = base.slice('/uploads/'.length);
  const formats = avif ? (['webp', 'avif'] as const) : (['webp'] as const);
  return renditionWidths(Number(largest)).flatMap((width) =>
    formats.map((format) => renditionName(name, width, format)),
  );
}

/** maxWidth leaves out the larger renditions: for a thumbnail, where a phone's 3x screen would pick 1024 px. */
export function imageSources(url: string, maxWidth: number = MAX_WIDTH): ImageSources {
  const match = STORED_URL.exec(url);
  if (!match) return { src: url, srcSet: undefined, avifSrcSet: undefined, widths: [] };
  const [, base, avif, largest] = match as unknown as [string, string, string | undefined, string];
  const stored = renditionWidths(Number(largest));
  const fitting = stored.filter((width) => width <= maxWidth);
  const widths = fitting.length > 0 ? fitting : stored.slice(0, 1);
  const srcSet = (format: 'webp' | 'avif') =>
    widths.map((width) => `${renditionName(base, width, format)} ${width}w`).join(', ');
  return { src: url, srcSet: srcSet('webp'), avifSrcSet: avif ? srcSet('avif') : undefined, widths };
}
