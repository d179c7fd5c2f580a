import type { LucideIcon } from 'lucide-react';
import { THUMBNAIL_MAX_WIDTH } from '../../../shared/constants';
import { ResponsiveImage } from './responsive-image';

/** The slot of a card in the public grids: 4 columns on wide screens, 3, then 2, then the phone's own layout. */
const cardSizes = (phoneWidth: string) =>
  `(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, ${phoneWidth}`;

/**
 * A card's picture in a fixed box, sent at thumbnail size, or an icon standing in for it when there is none (a
 * player without a photo, an item without a picture). The box's size and shape come from `className`, so nothing
 * shifts as it loads.
 */
export function CardPicture({
  src,
  alt,
  phoneWidth,
  priority,
  className,
  imageClassName = 'h-full w-full object-cover',
  placeholder: { icon: Icon, className: iconClassName },
}: {
  src: string | null;
  alt: string;
  /** How wide the picture is on a phone: '100vw', '112px'. */
  phoneWidth: string;
  priority: boolean;
  className: string;
  imageClassName?: string;
  placeholder: { icon: LucideIcon; className: string };
}) {
  return (
    <div className={`bg-stone-200 ${className}`}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          sizes={cardSizes(phoneWidth)}
          priority={priority}
          maxWidth={THUMBNAIL_MAX_WIDTH}
          className={imageClassName}
        />
      ) : (
        <div className="flex h-full w-full items-center justify-center bg-linear-to-br from-stone-200 to-stone-300">
          <Icon className={`text-stone-500 ${iconClassName}`} aria-hidden />
        </div>
      )}
    </div>
  );
}
