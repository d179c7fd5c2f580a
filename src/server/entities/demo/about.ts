// The about section's demo features: what the club stands for, in four cards.
import { aboutFeatures, insertAboutSchema } from '../../../shared/schema';
import { type EntityDemo, inListOrder } from './define';

const DEMO_ABOUT = inListOrder([
  {
    icon: 'Zap',
    title: 'Elite Development',
    description: 'Qualified coaches run age-specific programs four days a week, from first dribble to national league.',
    color: 'bg-club-red',
  },
  {
    icon: 'Globe',
    title: 'International Exposure',
    description: 'Every year our best juniors tour Australia and the Pacific to test themselves against new opponents.',
    color: 'bg-yellow-500',
  },
  {
    icon: 'Users',
    title: 'Character Building',
    description: 'Respect, discipline and teamwork come first. Our players mentor younger ones and give back at home.',
    color: 'bg-black',
  },
  {
    icon: 'Heart',
    title: 'Open to Everyone',
    description:
      'Fee support and free gear mean no child misses out because of cost. Boys and girls train side by side.',
    color: 'bg-blue-600',
  },
]);

export const aboutDemo: EntityDemo = {
  async seed({ db }) {
    await db.insert(aboutFeatures).values(DEMO_ABOUT.map((row) => insertAboutSchema.parse(row)));
    return { made: { 'about features': DEMO_ABOUT.length } };
  },
};
