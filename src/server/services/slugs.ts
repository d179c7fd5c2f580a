// An article's or a tour's slug is chosen once, when it is created: the title's slug, numbered when another row of
// the same table has it.
import { eq, like, or } from 'drizzle-orm';
import type { newsArticles, tours } from '../../shared/schema';
import { firstFreeSlug, slugify } from '../../shared/slug';
import type { Db } from '../db/client';

export async function newSlug(db: Db, table: typeof newsArticles | typeof tours, title: string): Promise<string> {
  const base = slugify(title);
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)));
}
