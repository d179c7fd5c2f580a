// Fills an empty database with the demo content, storing every picture through the real image pipeline.
import { availableParallelism } from 'node:os';
import { count, eq } from 'drizzle-orm';
import { withExcerpt } from '../../server/articles/article-excerpt';
import type { Db } from '../../server/db/client';
import { storeImage } from '../../server/media/images';
import type { ImageStorage } from '../../server/media/storage';
import { createSealer, type Sealer } from '../../server/sealing/sealed';
import { addDays, clubToday } from '../../shared/club-time';
import { publishingDefaults } from '../../shared/publishing';
import {
  aboutFeatures,
  clubManagement,
  coaches,
  coachSchemaOn,
  contactInquiries,
  eventSchemaOn,
  events,
  galleryImages,
  insertAboutSchema,
  insertClubManagementSchema,
  insertGallerySchema,
  insertInternationalSchema,
  insertMerchandiseSchema,
  insertNewsSchema,
  insertPathwaySchema,
  insertSettingsSchema,
  insertSponsorSchema,
  insertTeamSchema,
  insertTourSchema,
  internationalFeatures,
  merchandise,
  newsArticles,
  pathwaySteps,
  playerSchemaOn,
  players,
  siteSettings,
  sponsors,
  teams,
  tourContributions,
  tours,
} from '../../shared/schema';
import { slugify } from '../../shared/slug';
import type { ContributionPrivate } from '../../shared/tours';
import { demoPortrait, logoSvg, merchSvg, PALETTE, photoShape, rasterise, sceneSvg } from './artwork';
import {
  DEMO_ABOUT,
  DEMO_COACHES,
  DEMO_GALLERY,
  DEMO_INTERNATIONAL,
  DEMO_MANAGEMENT,
  DEMO_MERCHANDISE,
  DEMO_NEWS,
  DEMO_PATHWAY,
  DEMO_PLAYERS,
  DEMO_SETTINGS,
  DEMO_SPONSORS,
  DEMO_TEAMS,
  DEMO_TOURS,
} from './content';
import { demoSeason } from './fixtures';

const CONTENT_TABLES = {
  'about features': aboutFeatures,
  'club management': clubManagement,
  teams,
  events,
  players,
  coaches,
  'pathway steps': pathwaySteps,
  'international features': internationalFeatures,
  news: newsArticles,
  gallery: galleryImages,
  sponsors,
  merchandise,
  'contact inquiries': contactInquiries,
  tours,
  'tour contributions': tourContributions,
};

/** Names of the tables that already hold rows; empty when the database has no content. */
export async function tablesWithContent(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const [name, table] of Object.entries(CONTENT_TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) found.push(name);
  }
  return found;
}

const SKIN = ['#5b3a29', '#7a4b2e', '#8d5a3b', '#6b4430', '#9c6b4a'];
const TEAM_SCENE = {
  red: [PALETTE.red, PALETTE.black],
  gold: [PALETTE.gold, PALETTE.red],
  dark: [PALETTE.charcoal, PALETTE.black],
};

export type SeedReport = Record<string, number>;

/**
 * The seed's clock and the club's zone: the demo season, the players' consent days and the tours are all placed
 * around this one instant and its club day, and every date check reads them (ADR 058). `sealer` seals the
 * supporters' names of the demo tours as the server would (the app's DATA_KEY); plain JSON without one.
 */
export type SeedOptions = {
  now: Date;
  timeZone: string;
  sealer?: Sealer;
  /**
   * Stores a picture drawn as SVG and answers its URL; by default each is rasterised and encoded through the image
   * pipeline, about half a second of a core each. A test that reads the pages, not the pictures, stores one for all.
   */
  storePicture?: (svg: string) => Promise<string>;
};

export async function seedDemo(
  db: Db,
  storage: ImageStorage,
  log: (line: string) => void,
  { now, timeZone, sealer = createSealer({}), storePicture }: SeedOptions,
): Promise<SeedReport> {
  const clock = { now: () => now, timeZone };
  const today = clubToday(now, timeZone);
  // One picture's encoding keeps about one core busy: as many at once as there are cores.
  const encoding = atMostAtOnce(availableParallelism());
  const image = (svg: string) =>
    storePicture ? storePicture(svg) : encoding(async () => storeImage(storage, await rasterise(svg)));
  const report: SeedReport = {};
  const done = (what: string, n: number) => {
    report[what] = n;
    log(`  ${what}: ${n}`);
  };

  const [settings] = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  if (settings) await db.update(siteSettings).set(insertSettingsSchema.parse(DEMO_SETTINGS));
  log('  settings: contact details, social links, and registration open for 2027 Season');

  await db.insert(aboutFeatures).values(DEMO_ABOUT.map((row) => insertAboutSchema.parse(row)));
  done('about features', DEMO_ABOUT.length);

  const management = await Promise.all(
    DEMO_MANAGEMENT.map(async (member, i) => {
      const photoUrl = await image(demoPortrait('management', SKIN[i % SKIN.length]!));
      return insertClubManagementSchema.parse({ ...member, photoUrl });
    }),
  );
  await db.insert(clubManagement).values(management);
  done('club management', management.length);

  const teamImages = await Promise.all(
    DEMO_TEAMS.map((team, i) => {
      const [from, to] = TEAM_SCENE[team.color];
      return team.motif
        ? image(
            sceneSvg({
              ...photoShape(i),
              from: from!,
              to: to!,
              accent: PALETTE.gold,
              motif: team.motif,
              motifX: 0.5,
            }),
          )
        : undefined;
    }),
  );
  const teamIds = new Map<string, string>();
  for (const [i, team] of DEMO_TEAMS.entries()) {
    const imageUrl = teamImages[i];
    const [row] = await db
      .insert(teams)
      .values(insertTeamSchema.parse({ ...team, imageUrl }))
      .returning({ id: teams.id });
    teamIds.set(team.key, row!.id);
  }
  done('teams', DEMO_TEAMS.length);

  const season = demoSeason(teamIds, { today, now, timeZone });
  await db.insert(events).values(season.map((row) => eventSchemaOn(clock).parse(row)));
  done('fixtures and results', season.length);

  await db.insert(pathwaySteps).values(DEMO_PATHWAY.map((row) => insertPathwaySchema.parse(row)));
  done('pathway steps', DEMO_PATHWAY.length);
  await db.insert(internationalFeatures).values(DEMO_INTERNATIONAL.map((row) => insertInternationalSchema.parse(row)));
  done('international features', DEMO_INTERNATIONAL.length);

  const news = await Promise.all(
    DEMO_NEWS.map(async (article, i) => {
      const imageUrl = article.motif
        ? await image(
            sceneSvg({
              ...photoShape(i),
              from: PALETTE.redDark,
              to: PALETTE.black,
              accent: PALETTE.gold,
              motif: article.motif,
            }),
          )
        : undefined;
      return { ...withExcerpt(insertNewsSchema.parse({ ...article, imageUrl })), slug: slugify(article.title) };
    }),
  );
  await db.insert(newsArticles).values(news);
  done('news articles', news.length);

  const gallery = await Promise.all(
    DEMO_GALLERY.map(async (item, i) => {
      const imageUrl = await image(
        sceneSvg({
          ...photoShape(i),
          from: item.from,
          to: item.to,
          accent: PALETTE.gold,
          motif: item.motif,
        }),
      );
      return insertGallerySchema.parse({ ...item, imageUrl });
    }),
  );
  await db.insert(galleryImages).values(gallery);
  done('gallery images', gallery.length);

  const sponsorRows = await Promise.all(
    DEMO_SPONSORS.map(async (sponsor, i) => {
      const logoUrl = await image(logoSvg(sponsor.name, sponsor.shape, sponsor.primary, sponsor.secondary));
      return insertSponsorSchema.parse({ ...sponsor, logoUrl, order: i + 1 });
    }),
  );
  await db.insert(sponsors).values(sponsorRows);
  done('sponsors', sponsorRows.length);

  const merch = await Promise.all(
    DEMO_MERCHANDISE.map(async (item, i) => {
      const imageUrl = await image(merchSvg(item.kind, item.color, item.trim));
      return insertMerchandiseSchema.parse({ ...item, imageUrl, order: i + 1 });
    }),
  );
  await db.insert(merchandise).values(merch);
  done('merchandise items', merch.length);

  const playerRows = await Promise.all(
    DEMO_PLAYERS.map(async (player, i) => {
      const photoUrl = await image(demoPortrait('player', SKIN[i % SKIN.length]!));
      const photoConsentDate = addDays(today, -(player.consentDaysAgo ?? 60));
      return playerSchemaOn(clock).parse({
        // As a create through the API: choices not given take the defaults for the player's age (ADR 032).
        ...publishingDefaults(player, today),
        ...player,
        teamId: teamIds.get(player.team),
        jerseyNumber: player.number,
        photoUrl,
        photoConsentDate,
      });
    }),
  );
  await db.insert(players).values(playerRows);
  done('players', playerRows.length);

  const coachRows = await Promise.all(
    DEMO_COACHES.map(async (coach, i) => {
      const photoUrl = await image(demoPortrait('coach', SKIN[(i + 2) % SKIN.length]!));
      return coachSchemaOn(clock).parse({ ...coach, photoUrl });
    }),
  );
  const coachIds = new Map(
    (await db.insert(coaches).values(coachRows).returning({ id: coaches.id, name: coaches.name })).map((c) => [
      c.name,
      c.id,
    ]),
  );
  done('coaches', coachRows.length);

  const playerIds = new Map(
    (await db.select({ id: players.id, name: players.name }).from(players)).map((p) => [p.name, p.id]),
  );
  const sponsorIds = new Map(
    (await db.select({ id: sponsors.id, name: sponsors.name }).from(sponsors)).map((s) => [s.name, s.id]),
  );
  let given = 0;
  const tourImages = await Promise.all(
    DEMO_TOURS.map((tour, i) =>
      image(
        sceneSvg({ ...photoShape(i), from: PALETTE.red, to: PALETTE.black, accent: PALETTE.gold, motif: tour.motif }),
      ),
    ),
  );
  for (const [i, tour] of DEMO_TOURS.entries()) {
    const startDate = addDays(today, tour.startsInDays);
    const imageUrl = tourImages[i];
    const values = insertTourSchema.parse({
      ...tour,
      startDate,
      endDate: addDays(startDate, tour.days - 1),
      imageUrl,
      itinerary: tour.itinerary.map(([day, text]) => ({ date: addDays(startDate, day), text })),
      playerIds: tour.players.map((name) => playerIds.get(name)!),
      coachIds: tour.coaches.map((name) => coachIds.get(name)!),
    });
    const [row] = await db
      .insert(tours)
      .values({ ...values, slug: slugify(tour.title) })
      .returning({ id: tours.id });
    const tourId = row!.id;
    for (const article of DEMO_NEWS.filter((a) => a.tour === tour.key)) {
      await db
        .update(newsArticles)
        .set({ tourId })
        .where(eq(newsArticles.slug, slugify(article.title)));
    }
    await db.insert(tourContributions).values(
      tour.contributions.map((c) => ({
        tourId,
        amountToea: c.amount * 100,
        receivedOn: addDays(today, -c.daysAgo),
        private: sealer.seal({ supporterName: c.supporterName, reference: null } satisfies ContributionPrivate),
        showName: c.showName,
        showAmount: c.showAmount,
        method: c.method,
        sponsorId: c.sponsor ? sponsorIds.get(c.sponsor) : null,
      })),
    );
    given += tour.contributions.length;
  }
  done('tours', DEMO_TOURS.length);
  done('tour contributions', given);

  return report;
}

/**
 * Runs the tasks given to it, at most `concurrency` at a time, in the order given: a finished task hands its place
 * to the next one waiting.
 */
function atMostAtOnce(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < concurrency) running++;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
