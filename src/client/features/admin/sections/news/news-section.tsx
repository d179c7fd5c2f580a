import { Star } from 'lucide-react';
import type { NewsArticle } from '../../../../../shared/schema';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { AdminImage } from '../../ui/admin-image';
import { CardActions } from '../../ui/card-actions';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useNewsArticles, useNewsMutations } from './api';
import { formatPublishDate } from './news-dates';
import { NewsForm } from './news-form';

export function NewsSection({ title }: SectionProps) {
  const query = useNewsArticles();
  const { remove } = useNewsMutations();
  const editor = useCrudEditor<NewsArticle>();

  return (
    <>
      <SectionHeader
        title={title}
        description="News articles, newest first; the home page shows the latest three."
        add={{ label: 'Add Article', open: editor.formOpen, onToggle: editor.toggleAdd }}
      />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Article' : 'Add Article'} panelRef={editor.formRef}>
          <NewsForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading news..."
        emptyText="No news articles yet. Add your first article!"
        what="the news articles"
      >
        {(articles) => (
          <ul className="grid gap-4">
            {articles.map((article) => (
              <li
                key={article.id}
                className="flex flex-col gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:flex-row"
              >
                <AdminImage
                  src={article.imageUrl}
                  alt={article.title}
                  sizes="160px"
                  className="aspect-video w-full shrink-0 rounded-md sm:w-40"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-club-black">{article.title}</h3>
                    {article.featured && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-club-gold px-2 py-0.5 text-xs font-semibold text-club-black">
                        <Star className="h-3 w-3" aria-hidden />
                        Featured
                      </span>
                    )}
                  </div>
                  <p className="text-xs text-neutral-500">{formatPublishDate(article.publishDate)}</p>
                  <p className="mt-1 text-sm text-neutral-700">{article.excerpt}</p>
                </div>
                <CardActions
                  name={article.title}
                  onEdit={() => editor.startEdit(article)}
                  onDelete={() => remove.mutate(article.id, { onSuccess: () => editor.forget(article.id) })}
                  deleting={remove.isPending && remove.variables === article.id}
                />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
