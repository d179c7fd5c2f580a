import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/v4';
import { insertNewsSchema, type NewsArticle } from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';
import { useCrudMutations } from '../../lib/crud-mutations';

/** The article as the form holds it: publishDate is a date input's text; the image comes from the picker. */
export const newsFormSchema = insertNewsSchema.omit({ imageUrl: true });

export type NewsBody = z.output<typeof insertNewsSchema>;

export const newsListKey = [api.news];

export const useNewsArticles = () => useQuery<NewsArticle[]>({ queryKey: newsListKey });

export const useNewsMutations = () =>
  useCrudMutations<NewsArticle, NewsBody>({ adminPath: 'news', invalidates: [api.news], label: 'Article' });
