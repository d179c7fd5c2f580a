// A backup taken before an upgrade restores after it (ADR 021): the tables added since restore empty (the
// registrations, the activity log), and a table the site has replaced (inquiry_alerts, before the one mail outbox of
// migration 0010) lives on in its successor. Today's archive holds the activity log (ADR 043).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityLog, contactInquiries, mailOutbox, newsArticles, registrations, users } from '../../shared/schema';
import { createTestApp, type TestApp } from '../test-app';
import { knownMigrations, MANIFEST_ENTRY } from './archive-format';
import { restoreBackup } from './restore';
import { writeBackup } from './write-backup';

let source: TestApp;
let target: TestApp;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(() => Promise.all([source.close(), target.close()]));

/** Tables the site before migration 0009 did not have. */
const LATER_TABLES = ['registrations', 'mail_outbox', 'activity_log'];

/** Rewrites an archive as the site before migration 0009 made it: no later tables, an alerts table. */
async function asBeforeRegistrations(file: string, older: string, alert: Record<string, unknown>) {
  const extract = tar.extract();
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(older));
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const name = entry.header.name;
    if (LATER_TABLES.some((table) => name === `tables/${table}.json`)) continue;
    let body = Buffer.concat(chunks);
    if (name === MANIFEST_ENTRY) {
      const manifest = JSON.parse(body.toString());
      const tables = Object.fromEntries(
        Object.entries(manifest.tables).filter(([table]) => !LATER_TABLES.includes(table)),
      );
      const before = knownMigrations().find((m) => m.tag.startsWith('0008'))!;
      manifest.tables = { ...tables, inquiry_alerts: 1 };
      manifest.migration = { tag: before.tag, when: before.when };
      body = Buffer.from(JSON.stringify(manifest));
    }
    pack.entry({ ...entry.header, size: body.length }, body);
    if (name === 'tables/contact_inquiries.json') {
      const alerts = Buffer.from(JSON.stringify([alert]));
      pack.entry({ name: 'tables/inquiry_alerts.json', size: alerts.length }, alerts);
    }
  }
  await reading;
  pack.finalize();
  await written;
}

/** An entry of the activity log, by an account of the source site. */
async function logEntry(sentence: string) {
  const [mary] = await source.app.db
    .insert(users)
    .values({ username: `Mary ${sentence}`, password: '-' })
    .returning();
  await source.app.db.insert(activityLog).values({
    at: new Date('2026-11-20T01:02:03.456Z'),
    userId: mary!.id,
    userName: mary!.username,
    section: 'news',
    itemKind: 'news',
    itemId: '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c',
    sentence,
    fields: ['title', 'content'],
  });
}

it('restores an archive from before registrations, with its enquiry alert in the outbox', async () => {
  await logEntry('Mary changed the title and content of the news article "Old"');
  const [enquiry] = await source.app.db
    .insert(contactInquiries)
    .values({ firstName: 'Ana', lastName: 'Kila', email: 'ana@example.com', message: 'We would like to join.' })
    .returning();
  const work = await mkdtemp(join(tmpdir(), 'older-archive-'));
  const file = join(work, 'today.tar.gz');
  await writeBackup(source.database, source.app.storage, createWriteStream(file));
  const older = join(work, 'older.tar.gz');
  const alert = {
    inquiry_id: enquiry!.id,
    attempts: 2,
    next_attempt_at: '2026-11-01T00:10:00+00:00',
    last_error: 'the mail server could not be reached (ECONNREFUSED)',
    sent_at: null,
    created_at: '2026-11-01T00:00:00+00:00',
  };
  await asBeforeRegistrations(file, older, alert);

  await restoreBackup(target.database, target.app.storage, older, { force: true });
  const restored = await target.app.db.select().from(contactInquiries);
  expect(restored.map((row) => row.id)).toEqual([enquiry!.id]);
  expect(await target.app.db.select().from(registrations)).toEqual([]);
  expect(await target.app.db.select().from(activityLog)).toEqual([]);
  const outbox = await target.app.db.select().from(mailOutbox);
  expect(outbox).toEqual([
    expect.objectContaining({
      kind: 'enquiry-alert',
      inquiryId: enquiry!.id,
      attempts: 2,
      lastError: alert.last_error,
      sentAt: null,
      nextAttemptAt: new Date(alert.next_attempt_at),
    }),
  ]);
});

it("keeps the activity log in today's archive, entry for entry", async () => {
  await logEntry('Mary added the news article "New"');
  const work = await mkdtemp(join(tmpdir(), 'activity-archive-'));
  const file = join(work, 'today.tar.gz');
  await writeBackup(source.database, source.app.storage, createWriteStream(file));
  await restoreBackup(target.database, target.app.storage, file, { force: true });
  const original = await source.app.db.select().from(activityLog).orderBy(activityLog.sentence);
  expect(original).toHaveLength(2);
  expect(await target.app.db.select().from(activityLog).orderBy(activityLog.sentence)).toEqual(original);
});

it("keeps each article's status and scheduled time in today's archive (ADR 047)", async () => {
  const article = { excerpt: 'E', content: 'C', featured: false };
  await source.app.db.insert(newsArticles).values([
    { ...article, title: 'Draft', slug: 'draft', status: 'draft', publishDate: new Date('2030-06-01') },
    {
      ...article,
      title: 'Scheduled',
      slug: 'scheduled',
      status: 'scheduled',
      publishDate: new Date('2030-12-29T21:00:00Z'),
    },
  ]);
  const work = await mkdtemp(join(tmpdir(), 'news-archive-'));
  const file = join(work, 'today.tar.gz');
  await writeBackup(source.database, source.app.storage, createWriteStream(file));
  await restoreBackup(target.database, target.app.storage, file, { force: true });
  const read = (app: TestApp) =>
    app.app.db
      .select({ slug: newsArticles.slug, status: newsArticles.status, publishDate: newsArticles.publishDate })
      .from(newsArticles)
      .orderBy(newsArticles.slug);
  expect(await read(target)).toEqual([
    { slug: 'draft', status: 'draft', publishDate: new Date('2030-06-01') },
    { slug: 'scheduled', status: 'scheduled', publishDate: new Date('2030-12-29T21:00:00Z') },
  ]);
  expect(await read(target)).toEqual(await read(source));
});
