// The demo club's coaches, invented, each with a portrait. Tours name them by name.
import { coaches, coachSchemaOn } from '../../../shared/schema';
import { demoPortrait, SKIN } from '../../media/artwork';
import type { EntityDemo } from './define';

const DEMO_COACHES = [
  {
    name: 'Patrick Wani',
    age: 45,
    location: 'Port Moresby',
    role: 'Head Coach',
    description: 'Former national team captain; coaching the club since 2012.',
  },
  {
    name: 'Susan Liria',
    age: 38,
    location: 'Lae',
    role: 'Youth Development Coach',
    description: 'Leads the U10 and U14 programs and our holiday clinics.',
  },
  {
    name: 'Jacob Tomu',
    age: 31,
    dateOfBirth: '03-16-1994',
    location: 'Goroka',
    role: 'Assistant Coach',
    description: 'Runs the U16 and U19 skills sessions.',
  },
  { name: 'Naomi Baure', age: 34, location: 'Rabaul', role: 'Strength & Conditioning Coach' },
];

export const coachesDemo: EntityDemo = {
  async seed({ db, clock, picture }) {
    const coachRows = await Promise.all(
      DEMO_COACHES.map(async (coach, i) => {
        const photoUrl = await picture(demoPortrait('coach', SKIN[(i + 2) % SKIN.length]!));
        return coachSchemaOn(clock).parse({ ...coach, photoUrl });
      }),
    );
    const ids = new Map(
      (await db.insert(coaches).values(coachRows).returning({ id: coaches.id, name: coaches.name })).map((c) => [
        c.name,
        c.id,
      ]),
    );
    return { made: { coaches: coachRows.length }, ids };
  },
};
