// An <img> that lets the browser pick the smallest stored rendition for its slot (src/shared/images.ts), in AVIF
// where the upload has it and the browser takes it, loads lazily unless it is above the fold, and never shifts the
// layout: callers size its box.
import type { ComponentProps } from 'react';
import { imageSources } from '../../../shared/images';

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'loading'> & {
  src: string;
  alt: string;
  /** The slot's width, e.g. '(min-width: 1024px) 25vw, 50vw'; required for the srcset to help. */
  sizes: string;
  /** Above the fold: load now, with high priority. */
  priority?: boolean;
  /** The largest rendition worth sending (a card's thumbnail needs no 1024 px picture, even on a 3x screen). */
  maxWidth?: number;
};

export function ResponsiveImage({ src, alt, sizes, priority = false, maxWidth, ...props }: Props) {
  const sources = imageSources(src, maxWidth);
  const img = (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
  if (!sources.avifSrcSet) return img;
  // `display: contents`: the <img> is sized by the caller's box as it would be without the <picture>.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
