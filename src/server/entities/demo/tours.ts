// The demo club's tours: one raising money now and one over, with their squads, itineraries and the contributions
// supporters gave (their names sealed as the server would). News articles name them by key.
import { addDays } from '../../../shared/club-time';
import { insertTourSchema, tourContributions, tours } from '../../../shared/schema';
import { slugify } from '../../../shared/slug';
import type { ContributionPrivate } from '../../../shared/tours';
import { type Motif, PALETTE, photoShape, sceneSvg } from '../../media/artwork';
import type { EntityDemo } from './define';

type DemoContribution = {
  supporterName: string;
  /** In kina. */
  amount: number;
  /** How many days before seeding it was given. */
  daysAgo: number;
  showName: boolean;
  showAmount: boolean;
  method: 'cash' | 'bank-transfer' | 'mobile-money' | 'sponsor';
  /** A demo sponsor's name, for a Sponsor's contribution. */
  sponsor?: string;
};

type DemoTour = {
  key: string;
  title: string;
  destination: string;
  /** Days from the seeding day to the first day (negative: a tour that is over). */
  startsInDays: number;
  days: number;
  status: 'planned' | 'fundraising' | 'on-tour' | 'completed';
  description: string;
  /** Each day's line, from the first day on, by its offset in days. */
  itinerary: [number, string][];
  /** Demo players and coaches by name. */
  players: string[];
  coaches: string[];
  targetKina: number;
  motif: Motif;
  contributions: DemoContribution[];
};

const DEMO_TOURS: DemoTour[] = [
  {
    key: 'australia',
    title: 'U19 Australia Tour',
    destination: 'Cairns and Brisbane, Australia',
    startsInDays: 75,
    days: 14,
    status: 'fundraising',
    description:
      'Twelve of our U19 players travel to **Cairns and Brisbane** for two weeks of games, training with two academies and school visits.\n\nEvery kina raised goes to flights, accommodation and kit. Families who cannot pay the full share are helped from the tour fund, so no player stays home for money.',
    itinerary: [
      [0, 'Fly Port Moresby to Cairns; welcome dinner with our host families'],
      [1, 'Training with the Cairns Basketball Academy'],
      [2, 'Game 1 against Cairns Marlins U19'],
      [4, 'School visits and a coaching clinic for local juniors'],
      [6, 'Fly to Brisbane'],
      [8, 'Games 2 and 3 at the Brisbane Junior Showcase'],
      [11, 'Final game and farewell with the Brisbane Capitals'],
      [13, 'Fly home to Port Moresby'],
    ],
    players: ['Joshua Kaupa', 'Miriam Toua', 'Daniel Wemin', 'Esther Kaman', 'Michael Pokana', 'Lydia Namaliu'],
    coaches: ['Patrick Wani', 'Jacob Tomu'],
    targetKina: 60000,
    motif: 'plane',
    contributions: [
      {
        supporterName: 'Ila Vagi (Coral Sea Shipping)',
        amount: 10000,
        daysAgo: 40,
        showName: true,
        showAmount: true,
        method: 'sponsor',
        sponsor: 'Coral Sea Shipping',
      },
      {
        supporterName: 'Kaupa family',
        amount: 2500,
        daysAgo: 30,
        showName: true,
        showAmount: true,
        method: 'bank-transfer',
      },
      {
        supporterName: 'Gerehu market stall',
        amount: 1950,
        daysAgo: 21,
        showName: true,
        showAmount: false,
        method: 'cash',
      },
      {
        supporterName: 'A friend of the club',
        amount: 3000,
        daysAgo: 14,
        showName: false,
        showAmount: true,
        method: 'mobile-money',
      },
      { supporterName: 'Toua family', amount: 1000, daysAgo: 3, showName: false, showAmount: false, method: 'cash' },
    ],
  },
  {
    key: 'fiji',
    title: 'Pacific Junior Championships, Suva',
    destination: 'Suva, Fiji',
    startsInDays: -250,
    days: 7,
    status: 'completed',
    description: 'Our U16 teams played the Pacific Junior Championships in Suva and came home with silver.',
    itinerary: [
      [0, 'Fly to Nadi, bus to Suva'],
      [2, 'Pool games'],
      [5, 'Final against Fiji U16'],
      [6, 'Fly home'],
    ],
    players: ['Esther Kaman', 'Michael Pokana'],
    coaches: ['Susan Liria'],
    targetKina: 25000,
    motif: 'trophy',
    contributions: [
      {
        supporterName: 'Ila Vagi (Coral Sea Shipping)',
        amount: 15000,
        daysAgo: 300,
        showName: true,
        showAmount: true,
        method: 'sponsor',
        sponsor: 'Coral Sea Shipping',
      },
      {
        supporterName: 'Club fundraising dinner',
        amount: 10450,
        daysAgo: 280,
        showName: true,
        showAmount: true,
        method: 'cash',
      },
    ],
  },
];

export const toursDemo: EntityDemo = {
  after: ['players', 'coaches', 'sponsors'],
  async seed({ db, today, picture, seal, idsOf }) {
    const playerIds = idsOf('players');
    const coachIds = idsOf('coaches');
    const sponsorIds = idsOf('sponsors');
    const ids = new Map<string, string>();
    let given = 0;
    const tourImages = await Promise.all(
      DEMO_TOURS.map((tour, i) =>
        picture(
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
      ids.set(tour.key, tourId);
      await db.insert(tourContributions).values(
        tour.contributions.map((c) => ({
          tourId,
          amountToea: c.amount * 100,
          receivedOn: addDays(today, -c.daysAgo),
          private: seal({ supporterName: c.supporterName, reference: null } satisfies ContributionPrivate),
          showName: c.showName,
          showAmount: c.showAmount,
          method: c.method,
          sponsorId: c.sponsor ? sponsorIds.get(c.sponsor) : null,
        })),
      );
      given += tour.contributions.length;
    }
    return { made: { tours: DEMO_TOURS.length, 'tour contributions': given }, ids };
  },
};
