// The merchandise page (docs/product.md "Public merchandise"): the page around its one island (filter, cards and the
// order dialog).
import { MERCH_COLLECTIONS } from '../../../shared/constants';
import { exampleRows } from '../../../shared/entities';
import { MERCHANDISE_FILTER_PARAM } from '../../../shared/paths';
import { Spinner } from '../../components/ui/spinner';
import { Island } from '../../islands/island';
import { useEntityList, useSettings } from '../../lib/entity-queries';
import { useQueryParam } from '../../lib/page-request';
import { PageHeader } from './layout/page-header';
import MerchandiseBrowser from './merchandise/merchandise-browser';
import { withFallback } from './with-fallback';

export default function MerchandisePage() {
  const query = useEntityList('merchandise');
  const { data: settings } = useSettings();
  const items = withFallback(query.data, exampleRows('merchandise')) ?? [];
  // `?collection=` chooses the filter on the server; a name that is not a collection shows them all.
  const collection = useQueryParam(MERCHANDISE_FILTER_PARAM, (value) =>
    (MERCH_COLLECTIONS as readonly string[]).includes(value),
  );

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
            <Island
              name="merchandise"
              component={MerchandiseBrowser}
              props={{ items, settings: settings ?? null, collection }}
            />
          )}
        </div>
      </section>
    </>
  );
}
