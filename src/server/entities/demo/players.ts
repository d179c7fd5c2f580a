// The demo club's players, invented, in every team: their photos' consent recent (one about to run out), their
// publishing choices the defaults for their age or staff's. Tours name them by name.
import { addDays } from '../../../shared/club-time';
import { publishingDefaults } from '../../../shared/publishing';
import { playerSchemaOn, players } from '../../../shared/schema';
import { demoPortrait, SKIN } from '../../media/artwork';
import type { EntityDemo } from './define';

type DemoPlayer = {
  name: string;
  age?: number;
  dateOfBirth?: string;
  location?: string;
  position: string;
  team: string;
  description?: string;
  number: number;
  /** How many days before seeding the photo consent was given (60 unless said): recent, so the photo shows. */
  consentDaysAgo?: number;
  nameOnWebsite?: 'full' | 'first-initial';
  showDateOfBirth?: boolean;
};

const DEMO_PLAYERS: DemoPlayer[] = [
  {
    name: 'Joshua Kaupa',
    age: 18,
    dateOfBirth: '04-12-2007',
    location: 'Port Moresby',
    position: 'Point Guard',
    team: 'u19',
    description: 'Captain of the U19 squad and a calm playmaker under pressure.',
    number: 4,
  },
  {
    name: 'Miriam Toua',
    age: 17,
    dateOfBirth: '09-03-2008',
    location: 'Lae',
    position: 'Shooting Guard',
    team: 'u19',
    description: 'Leading scorer at the Pacific Junior Championships.',
    number: 11,
  },
  {
    name: 'Daniel Wemin',
    age: 18,
    dateOfBirth: '01-27-2007',
    location: 'Mount Hagen',
    position: 'Center',
    team: 'u19',
    number: 33,
  },
  {
    name: 'Esther Kaman',
    age: 15,
    dateOfBirth: '06-18-2010',
    location: 'Goroka',
    position: 'Small Forward',
    team: 'u16',
    description: 'Fast in transition and a tireless defender.',
    number: 8,
  },
  {
    name: 'Michael Pokana',
    age: 15,
    dateOfBirth: '11-05-2010',
    location: 'Madang',
    position: 'Power Forward',
    team: 'u16',
    number: 21,
  },
  {
    name: 'Lydia Namaliu',
    age: 16,
    dateOfBirth: '02-09-2009',
    location: 'Kokopo',
    position: 'Point Guard',
    team: 'u16',
    description: 'U16 most improved player of the season.',
    number: 3,
  },
  {
    name: 'Kevin Siune',
    age: 13,
    dateOfBirth: '08-22-2012',
    location: 'Port Moresby',
    position: 'Guard',
    team: 'u14',
    number: 5,
  },
  {
    name: 'Ruth Apelis',
    age: 13,
    dateOfBirth: '12-14-2012',
    location: 'Wewak',
    position: 'Forward',
    team: 'u14',
    description: 'Loves rebounding and never stops running.',
    number: 14,
    // Shown in full with her date of birth hidden: staff may choose so for a child (ADR 027).
    nameOnWebsite: 'full',
    showDateOfBirth: false,
  },
  // Consent runs out in about three weeks: the portal's 'Consent needed' list names him.
  {
    name: 'Tommy Gware',
    age: 9,
    location: 'Port Moresby',
    position: 'Guard',
    team: 'u10',
    number: 2,
    consentDaysAgo: 345,
  },
  { name: 'Anna Kopi', age: 9, location: 'Alotau', position: 'Forward', team: 'u10', number: 6 },
  {
    name: 'Richard Aihi',
    age: 24,
    dateOfBirth: '05-30-2001',
    location: 'Kimbe',
    position: 'Small Forward',
    team: 'senior',
    description: 'National league all-star and volunteer junior coach.',
    number: 23,
  },
  {
    name: 'Helen Dimuna',
    age: 22,
    dateOfBirth: '10-01-2003',
    location: 'Daru',
    position: 'Center',
    team: 'senior',
    number: 15,
  },
];

export const playersDemo: EntityDemo = {
  after: ['teams'],
  async seed({ db, clock, today, picture, idsOf }) {
    const teamIds = idsOf('teams');
    const playerRows = await Promise.all(
      DEMO_PLAYERS.map(async (player, i) => {
        const photoUrl = await picture(demoPortrait('player', SKIN[i % SKIN.length]!));
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
    const ids = new Map(
      (await db.select({ id: players.id, name: players.name }).from(players)).map((p) => [p.name, p.id]),
    );
    return { made: { players: playerRows.length }, ids };
  },
};
