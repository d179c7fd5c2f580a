// The gallery's interactive part (an island): category filter, the card grid and the modal that steps through
// the filtered images (docs/product.md "Screens and routes" and "States"). Filters and cards are links (to the filtered
// page, to the picture), so the gallery works before and without JavaScript; with it they filter in place and open the
// modal. Both are history entries: on a phone Back closes the photo, then steps back through the filters.
import { useEffect, useMemo, useState } from 'react';
import { GALLERY_FILTER_PARAM, paths } from '../../../../shared/paths';
import type { GalleryImage } from '../../../../shared/schema';
import { CardPicture } from '../../../components/ui/card-picture';
import { useAddressFilter } from '../../../lib/address-filter';
import { isPlainClick } from '../../../lib/plain-click';
import { FilteredGrid } from '../filter-buttons';
import { GalleryModal } from './gallery-modal';

/** Cards in the first rows are on screen at once; the rest load as the visitor scrolls. */
const EAGER_CARDS = 2;

/** category: the one the page was asked for (`?category=`), already checked to be one of the images'. */
export type GalleryBrowserProps = { images: GalleryImage[]; category: string | null };

/** The history entry's state while a photo is open: its index in the filtered list. */
const PHOTO_STATE = 'galleryPhoto';
const openPhoto = (): number | null => {
  const index: unknown = history.state?.[PHOTO_STATE];
  return typeof index === 'number' ? index : null;
};

/**
 * The open photo, in the history: opening one adds an entry, so Back (a phone's back gesture) closes it instead of
 * leaving the gallery, and Forward opens it again. Stepping to the next photo replaces the entry.
 */
function usePhotoInHistory() {
  const [selected, setSelected] = useState<number | null>(null);
  useEffect(() => {
    // A reload keeps the entry's state but shows no photo: the entry is the plain page again.
    if (openPhoto() !== null) history.replaceState(null, '');
    const onPopState = () => setSelected(openPhoto());
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);
  const select = (index: number | null) => {
    if (index !== null) {
      if (openPhoto() === null) history.pushState({ [PHOTO_STATE]: index }, '');
      else history.replaceState({ [PHOTO_STATE]: index }, '');
      setSelected(index);
    } else if (openPhoto() !== null) {
      history.back(); // closes it through popstate, as the Back button does
    } else {
      setSelected(null);
    }
  };
  return [selected, select] as const;
}

export default function GalleryBrowser({ images, category: chosen }: GalleryBrowserProps) {
  const [category, setCategory] = useAddressFilter(GALLERY_FILTER_PARAM, chosen);
  const [selected, setSelected] = usePhotoInHistory();
  const categories = useMemo(
    () => [...new Set(images.map((image) => image.category))].sort((a, b) => a.localeCompare(b)),
    [images],
  );
  const shown = category === null ? images : images.filter((image) => image.category === category);

  return (
    <>
      <FilteredGrid
        filter={{
          label: 'Filter by category',
          allLabel: 'All Categories',
          options: categories,
          value: category,
          path: paths.gallery,
          param: GALLERY_FILTER_PARAM,
          onChange: setCategory,
        }}
        shown={shown}
        emptyText="No images found in this category."
        className="sm:grid-cols-2 lg:grid-cols-3"
      >
        {(image, i) => (
          <GalleryCard key={image.id} image={image} eager={i < EAGER_CARDS} onOpen={() => setSelected(i)} />
        )}
      </FilteredGrid>
      <GalleryModal images={shown} index={selected} onIndexChange={setSelected} />
    </>
  );
}

function GalleryCard({ image, eager, onOpen }: { image: GalleryImage; eager: boolean; onOpen: () => void }) {
  // The title's link stretches over the whole card, so the card opens the modal wherever it is tapped. Without
  // script the link shows the picture itself at its largest size (the stored URL names the largest rendition).
  return (
    <li className="group relative overflow-hidden rounded-xl bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-focus hover:shadow-lg">
      <CardPicture
        src={image.imageUrl}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={eager}
        className="aspect-[4/3]"
        imageClassName="transition-transform duration-500 group-hover:scale-105"
      />
      <div className="p-5">
        <p className="text-xs font-bold uppercase tracking-wider text-club-red">{image.category}</p>
        <h2 className="mt-1 font-display text-xl font-bold uppercase tracking-wide text-club-black">
          <a
            href={image.imageUrl}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen();
            }}
            aria-haspopup="dialog"
            className="block text-left uppercase after:absolute after:inset-0 focus-visible:outline-none"
          >
            {image.title}
          </a>
        </h2>
        {image.description && <p className="mt-2 text-neutral-700">{image.description}</p>}
      </div>
    </li>
  );
}
