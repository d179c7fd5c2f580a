import { LANDING_NEWS_COUNT } from '../../../../shared/constants';
import { paths } from '../../../../shared/paths';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useEntityList } from '../../../lib/entity-queries';
import { ANCHORS } from '../layout/nav-links';
import { ArticleCard } from '../news/article-card';
import { Section } from './section';

export function NewsSection() {
  const { data: news, isLoading } = useEntityList('news');
  const latest = (news ?? []).slice(0, LANDING_NEWS_COUNT);
  return (
    <Section id={ANCHORS.news} title="Latest News" intro="Results, tours and stories from around the club.">
      {isLoading ? (
        <Spinner label="Loading news..." />
      ) : latest.length > 0 ? (
        <>
          <ul className="grid gap-6 md:grid-cols-3">
            {latest.map((article) => (
              <ArticleCard key={article.id} article={article} headingLevel="h3" />
            ))}
          </ul>
          <div className="mt-10 text-center">
            <a href={paths.news} className={buttonClasses({ variant: 'dark', size: 'lg' })}>
              All News
            </a>
          </div>
        </>
      ) : (
        <p className="text-center text-neutral-700">News from the club will appear here soon.</p>
      )}
    </Section>
  );
}
