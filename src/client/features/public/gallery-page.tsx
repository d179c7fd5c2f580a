// Spec section 2, "Public gallery": category filter, a card grid and a modal that steps through the filtered images.
import { useMemo, useState } from 'react';
import type { GalleryImage } from '../../../shared/schema';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { Spinner } from '../../components/ui/spinner';
import { useGallery } from './api';
import { FilterButtons } from './filter-buttons';
import { GalleryModal } from './gallery/gallery-modal';
import { PageHeader } from './layout/page-header';

/** Cards in the first rows are on screen at once; the rest load as the visitor scrolls. */
const EAGER_CARDS = 2;

export default function GalleryPage() {
  const { data, isLoading } = useGallery();
  const [category, setCategory] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const images = data ?? [];
  const categories = useMemo(
    () => [...new Set((data ?? []).map((image) => image.category))].sort((a, b) => a.localeCompare(b)),
    [data],
  );
  const shown = category === null ? images : images.filter((image) => image.category === category);

  const chooseCategory = (next: string | null) => {
    setCategory(next);
    setSelected(null);
  };

  return (
    <>
      <PageHeader title="Gallery">
        <p>Game days, training, youth programs and tours: moments from our players, coaches and families.</p>
      </PageHeader>
      <section aria-label="Photos" className="bg-stone-100">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          {isLoading ? (
            <Spinner label="Loading gallery..." />
          ) : (
            <>
              <FilterButtons
                label="Filter by category"
                allLabel="All Categories"
                options={categories}
                value={category}
                onChange={chooseCategory}
              />
              {shown.length === 0 ? (
                <p className="py-16 text-center text-lg text-neutral-700">No images found in this category.</p>
              ) : (
                <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((image, i) => (
                    <GalleryCard key={image.id} image={image} eager={i < EAGER_CARDS} onOpen={() => setSelected(i)} />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </section>
      <GalleryModal images={shown} index={selected} onIndexChange={setSelected} />
    </>
  );
}

function GalleryCard({ image, eager, onOpen }: { image: GalleryImage; eager: boolean; onOpen: () => void }) {
  // The title's button stretches over the whole card, so the card opens the modal wherever it is tapped.
  return (
    <li className="group relative overflow-hidden rounded-xl bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-club-red hover:shadow-lg">
      <div className="aspect-[4/3] overflow-hidden bg-stone-300">
        <ResponsiveImage
          src={image.imageUrl}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={eager}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="p-5">
        <p className="text-xs font-bold uppercase tracking-wider text-club-red">{image.category}</p>
        <h2 className="mt-1 font-display text-xl font-bold uppercase tracking-wide text-club-black">
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="text-left uppercase after:absolute after:inset-0 focus-visible:outline-none"
          >
            {image.title}
          </button>
        </h2>
        {image.description && <p className="mt-2 text-neutral-700">{image.description}</p>}
      </div>
    </li>
  );
}
