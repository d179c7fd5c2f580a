// The demo club's international opportunities: tours, championships and visiting coaches.
import { insertInternationalSchema, internationalFeatures } from '../../../shared/schema';
import { type EntityDemo, inListOrder } from './define';

const DEMO_INTERNATIONAL = inListOrder([
  {
    title: 'Australia Development Tour',
    description:
      'Two weeks each July in Cairns and Brisbane: tournaments, school visits and training with local academies.',
  },
  {
    title: 'Pacific Junior Championships',
    description: 'Our U16 and U19 squads compete against Fiji, Samoa, Tonga and New Caledonia.',
  },
  {
    title: 'Coaching Exchange',
    description: 'Visiting coaches from Australia and New Zealand run clinics for our players and volunteer coaches.',
  },
]);

export const internationalDemo: EntityDemo = {
  async seed({ db }) {
    await db
      .insert(internationalFeatures)
      .values(DEMO_INTERNATIONAL.map((row) => insertInternationalSchema.parse(row)));
    return { made: { 'international features': DEMO_INTERNATIONAL.length } };
  },
};
