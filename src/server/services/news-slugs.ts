// An article's slug is chosen once, when it is created: the title's slug, numbered when another article has it.
import { eq, like, or } from 'drizzle-orm';
import { newsArticles } from '../../shared/schema';
import { firstFreeSlug, slugify } from '../../shared/slug';
import type { Db } from '../db/client';

export async function newSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title);
  const rows = await db
    .select({ slug: newsArticles.slug })
    .from(newsArticles)
    .where(or(eq(newsArticles.slug, base), like(newsArticles.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)));
}
