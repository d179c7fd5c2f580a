// /news: every article, newest first, as the landing page's Latest News cards; each opens the article's own page.
import { Spinner } from '../../components/ui/spinner';
import { useEntityList } from '../../lib/entity-queries';
import { PageHeader } from './layout/page-header';
import { ArticleCard } from './news/article-card';

export default function NewsPage() {
  const { data: news, isLoading } = useEntityList('news');
  return (
    <>
      <PageHeader title="Club News">
        <p>Results, tours and stories from around the club.</p>
      </PageHeader>
      <section aria-label="Articles" className="bg-stone-100">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          {isLoading ? (
            <Spinner label="Loading news..." />
          ) : news && news.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {news.map((article) => (
                <ArticleCard key={article.id} article={article} headingLevel="h2" />
              ))}
            </ul>
          ) : (
            <p className="py-16 text-center text-lg text-neutral-700">News from the club will appear here soon.</p>
          )}
        </div>
      </section>
    </>
  );
}
