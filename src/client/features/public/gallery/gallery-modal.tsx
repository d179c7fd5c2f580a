// The large view of one gallery image; previous and next wrap around within the current filter (docs/product.md
// "States").
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { GalleryImage } from '../../../../shared/schema';
import { Dialog, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

export function GalleryModal({
  images,
  index,
  onIndexChange,
}: {
  images: GalleryImage[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const go = (step: number) => {
    if (index !== null && count > 0) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const nav =
    'absolute top-1/2 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-club-red focus-visible:outline-2 focus-visible:outline-focus';

  return (
    <Dialog
      open={image !== undefined}
      onClose={() => onIndexChange(null)}
      titleId="gallery-modal-title"
      descriptionId="gallery-modal-description"
      tone="dark"
      onKeyDown={onKeyDown}
      panelClassName="w-[calc(100%-1rem)] max-w-5xl overflow-hidden rounded-xl bg-club-black text-white shadow-2xl"
    >
      {image && (
        <>
          <div className="relative flex items-center justify-center bg-black">
            <ResponsiveImage
              key={image.id}
              src={image.imageUrl}
              alt={image.title}
              sizes="(min-width: 1024px) 1024px, 100vw"
              priority
              className="max-h-[65dvh] w-full object-contain"
            />
            {count > 1 && (
              <>
                <button type="button" aria-label="Previous image" onClick={() => go(-1)} className={`${nav} left-2`}>
                  <ChevronLeft className="h-7 w-7" aria-hidden />
                </button>
                <button type="button" aria-label="Next image" onClick={() => go(1)} className={`${nav} right-2`}>
                  <ChevronRight className="h-7 w-7" aria-hidden />
                </button>
              </>
            )}
          </div>
          <div className="grid gap-2 p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-3">
              <span className="rounded bg-club-gold px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-club-black">
                {image.category}
              </span>
              <span className="text-sm text-neutral-400">
                {index! + 1} / {count}
              </span>
            </div>
            <DialogTitle id="gallery-modal-title" tone="dark">
              {image.title}
            </DialogTitle>
            <DialogDescription
              id="gallery-modal-description"
              tone="dark"
              className={image.description ? '' : 'sr-only'}
            >
              {image.description || `${image.category} photo`}
            </DialogDescription>
          </div>
        </>
      )}
    </Dialog>
  );
}
