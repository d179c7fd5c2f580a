// The gallery page (docs/product.md "Public gallery"): the page around its one island (filter, cards and modal).

import { GALLERY_FILTER_PARAM } from '../../../shared/paths';
import { Spinner } from '../../components/ui/spinner';
import { Island } from '../../islands/island';
import { useEntityList } from '../../lib/entity-queries';
import { useQueryParam } from '../../lib/page-request';
import GalleryBrowser from './gallery/gallery-browser';
import { PageHeader } from './layout/page-header';

export default function GalleryPage() {
  const { data, isLoading } = useEntityList('gallery');
  const images = data ?? [];
  // `?category=` chooses the filter on the server; a category no image has shows them all.
  const category = useQueryParam(GALLERY_FILTER_PARAM, (value) => images.some((image) => image.category === value));
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
            <Island name="gallery" component={GalleryBrowser} props={{ images, category }} />
          )}
        </div>
      </section>
    </>
  );
}
