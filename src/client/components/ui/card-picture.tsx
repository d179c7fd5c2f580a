import type { LucideIcon } from 'lucide-react';
import { THUMBNAIL_MAX_WIDTH } from '../../../shared/constants';
import { ResponsiveImage } from './responsive-image';

/** The slot of a card in the public grids: 4 columns on wide screens, 3, then 2, then the phone's own layout. */
const cardSizes = (phoneWidth: string) =>
  `(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, ${phoneWidth}`;

/** Photos fill the frame and lose their edges; logos are shown whole, never cropped. */
const FIT = {
  cover: { image: 'object-cover object-center', frame: 'bg-stone-200' },
  contain: { image: 'object-contain object-center', frame: '' },
} as const;

/**
 * A card's picture in a fixed frame, or an icon standing in for it when there is none (a player without a photo,
 * an item without a picture). The frame's size and shape come from `className` (an aspect ratio or a height), and
 * the picture is laid over it absolutely: a portrait phone photo is cropped to the frame instead of stretching
 * the card (an `aspect-ratio` box alone grows to fit taller content). Nothing shifts as it loads.
 */
export function CardPicture({
  src,
  alt,
  phoneWidth,
  sizes,
  priority,
  className,
  fit = 'cover',
  thumbnail = true,
  imageClassName = '',
  placeholder,
}: {
  src: string | null;
  alt: string;
  /** How wide the picture is on a phone in the usual card grid: '100vw', '112px'. */
  phoneWidth?: string;
  /** The slot's widths, for a card outside the usual grid (overrides `phoneWidth`). */
  sizes?: string;
  priority: boolean;
  className: string;
  fit?: keyof typeof FIT;
  /** Sent at thumbnail size (cards in a grid of three or four); false for wider cards. */
  thumbnail?: boolean;
  /** Added to the picture's classes (a hover zoom). */
  imageClassName?: string;
  /** Drawn when there is no picture; without one the empty frame shows its background. */
  placeholder?: { icon: LucideIcon; className: string };
}) {
  const Icon = placeholder?.icon;
  return (
    <div className={`relative overflow-hidden ${FIT[fit].frame} ${className}`}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          sizes={sizes ?? cardSizes(phoneWidth ?? '100vw')}
          priority={priority}
          maxWidth={thumbnail ? THUMBNAIL_MAX_WIDTH : undefined}
          className={`absolute inset-0 h-full w-full ${FIT[fit].image} ${imageClassName}`}
        />
      ) : (
        Icon && (
          <div className="flex h-full w-full items-center justify-center bg-linear-to-br from-stone-200 to-stone-300">
            <Icon className={`text-stone-500 ${placeholder.className}`} aria-hidden />
          </div>
        )
      )}
    </div>
  );
}
