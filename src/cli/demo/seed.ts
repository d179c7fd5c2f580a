// Fills an empty database with the demo content, storing every picture through the real image pipeline.
import { count, eq } from 'drizzle-orm';
import { withExcerpt } from '../../server/articles/article-excerpt';
import type { Db } from '../../server/db/client';
import { storeImage } from '../../server/media/images';
import type { ImageStorage } from '../../server/media/storage';
import { createSealer, type Sealer } from '../../server/registrations/sealed';
import { DEFAULT_CLUB_TIME_ZONE } from '../../shared/constants';
import { addDays, clubToday, publishingDefaults } from '../../shared/publishing';
import {
  aboutFeatures,
  clubManagement,
  coaches,
  contactInquiries,
  events,
  galleryImages,
  insertAboutSchema,
  insertClubManagementSchema,
  insertCoachSchema,
  insertEventSchema,
  insertGallerySchema,
  insertInternationalSchema,
  insertMerchandiseSchema,
  insertNewsSchema,
  insertPathwaySchema,
  insertPlayerSchema,
  insertSettingsSchema,
  insertSponsorSchema,
  insertTeamSchema,
  insertTourSchema,
  internationalFeatures,
  merchandise,
  newsArticles,
  pathwaySteps,
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
 * The seed's clock and the club's zone: the demo season is placed around the day it is seeded. `sealer` seals the
 * supporters' names of the demo tours as the server would (the app's DATA_KEY); plain JSON without one.
 */
export type SeedOptions = { now?: Date; timeZone?: string; sealer?: Sealer };

export async function seedDemo(
  db: Db,
  storage: ImageStorage,
  log: (line: string) => void,
  { now = new Date(), timeZone = DEFAULT_CLUB_TIME_ZONE, sealer = createSealer({}) }: SeedOptions = {},
): Promise<SeedReport> {
  const image = async (svg: string) => storeImage(storage, await rasterise(svg));
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

  const management = [];
  for (const [i, member] of DEMO_MANAGEMENT.entries()) {
    const photoUrl = await image(demoPortrait('management', SKIN[i % SKIN.length]!));
    management.push(insertClubManagementSchema.parse({ ...member, photoUrl }));
  }
  await db.insert(clubManagement).values(management);
  done('club management', management.length);

  const teamIds = new Map<string, string>();
  for (const [i, team] of DEMO_TEAMS.entries()) {
    const [from, to] = TEAM_SCENE[team.color];
    const imageUrl = team.motif
      ? await image(
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
    const [row] = await db
      .insert(teams)
      .values(insertTeamSchema.parse({ ...team, imageUrl }))
      .returning({ id: teams.id });
    teamIds.set(team.key, row!.id);
  }
  done('teams', DEMO_TEAMS.length);

  const season = demoSeason(teamIds, { today: clubToday(now), now, timeZone });
  await db.insert(events).values(season.map((row) => insertEventSchema.parse(row)));
  done('fixtures and results', season.length);

  await db.insert(pathwaySteps).values(DEMO_PATHWAY.map((row) => insertPathwaySchema.parse(row)));
  done('pathway steps', DEMO_PATHWAY.length);
  await db.insert(internationalFeatures).values(DEMO_INTERNATIONAL.map((row) => insertInternationalSchema.parse(row)));
  done('international features', DEMO_INTERNATIONAL.length);

  const news = [];
  for (const [i, article] of DEMO_NEWS.entries()) {
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
    news.push({ ...withExcerpt(insertNewsSchema.parse({ ...article, imageUrl })), slug: slugify(article.title) });
  }
  await db.insert(newsArticles).values(news);
  done('news articles', news.length);

  const gallery = [];
  for (const [i, item] of DEMO_GALLERY.entries()) {
    const imageUrl = await image(
      sceneSvg({
        ...photoShape(i),
        from: item.from,
        to: item.to,
        accent: PALETTE.gold,
        motif: item.motif,
      }),
    );
    gallery.push(insertGallerySchema.parse({ ...item, imageUrl }));
  }
  await db.insert(galleryImages).values(gallery);
  done('gallery images', gallery.length);

  const sponsorRows = [];
  for (const [i, sponsor] of DEMO_SPONSORS.entries()) {
    const logoUrl = await image(logoSvg(sponsor.name, sponsor.shape, sponsor.primary, sponsor.secondary));
    sponsorRows.push(insertSponsorSchema.parse({ ...sponsor, logoUrl, order: i + 1 }));
  }
  await db.insert(sponsors).values(sponsorRows);
  done('sponsors', sponsorRows.length);

  const merch = [];
  for (const [i, item] of DEMO_MERCHANDISE.entries()) {
    const imageUrl = await image(merchSvg(item.kind, item.color, item.trim));
    merch.push(insertMerchandiseSchema.parse({ ...item, imageUrl, order: i + 1 }));
  }
  await db.insert(merchandise).values(merch);
  done('merchandise items', merch.length);

  const playerRows = [];
  for (const [i, player] of DEMO_PLAYERS.entries()) {
    const photoUrl = await image(demoPortrait('player', SKIN[i % SKIN.length]!));
    const photoConsentDate = addDays(clubToday(), -(player.consentDaysAgo ?? 60));
    playerRows.push(
      insertPlayerSchema.parse({
        // As a create through the API: choices not given take the defaults for the player's age (ADR 032).
        ...publishingDefaults(player, clubToday()),
        ...player,
        teamId: teamIds.get(player.team),
        jerseyNumber: player.number,
        photoUrl,
        photoConsentDate,
      }),
    );
  }
  await db.insert(players).values(playerRows);
  done('players', playerRows.length);

  const coachRows = [];
  for (const [i, coach] of DEMO_COACHES.entries()) {
    const photoUrl = await image(demoPortrait('coach', SKIN[(i + 2) % SKIN.length]!));
    coachRows.push(insertCoachSchema.parse({ ...coach, photoUrl }));
  }
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
  const today = clubToday(now);
  let given = 0;
  for (const [i, tour] of DEMO_TOURS.entries()) {
    const startDate = addDays(today, tour.startsInDays);
    const imageUrl = await image(
      sceneSvg({ ...photoShape(i), from: PALETTE.red, to: PALETTE.black, accent: PALETTE.gold, motif: tour.motif }),
    );
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
