// Spec section 2, "Public merchandise": the page around its one island (filter, cards and the order dialog).
import { FALLBACK_MERCHANDISE } from '../../../shared/fallback';
import { Spinner } from '../../components/ui/spinner';
import { Island } from '../../islands/island';
import { useEntityList, useSettings } from '../../lib/entity-queries';
import { PageHeader } from './layout/page-header';
import MerchandiseBrowser from './merchandise/merchandise-browser';
import { withFallback } from './with-fallback';

export default function MerchandisePage() {
  const query = useEntityList('merchandise');
  const { data: settings } = useSettings();
  const items = withFallback(query.data, FALLBACK_MERCHANDISE) ?? [];

  return (
    <>
      <PageHeader title="Club Merchandise">
        <p>
          Wear the club colours. Choose an item and contact us to order: we will sort out sizes, payment and pickup.
        </p>
      </PageHeader>
      <section aria-label="Merchandise" className="bg-stone-100">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          {query.isLoading ? (
            <Spinner label="Loading merchandise..." />
          ) : (
            <Island name="merchandise" component={MerchandiseBrowser} props={{ items, settings: settings ?? null }} />
          )}
        </div>
      </section>
    </>
  );
}
