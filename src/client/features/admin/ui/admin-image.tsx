import { ImageOff } from 'lucide-react';
import { imageSources } from '../../../../shared/images';

/** A stored image at a size fit for a card, or a plain placeholder when there is none. */
export function AdminImage({
  src,
  alt,
  className = '',
  sizes = '(min-width: 1024px) 400px, 100vw',
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  sizes?: string;
}) {
  if (!src) {
    return (
      <div className={`flex items-center justify-center bg-neutral-100 text-neutral-400 ${className}`}>
        <ImageOff className="h-8 w-8" aria-hidden />
        <span className="sr-only">No image</span>
      </div>
    );
  }
  const { srcSet } = imageSources(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      className={`bg-neutral-100 object-cover ${className}`}
    />
  );
}
