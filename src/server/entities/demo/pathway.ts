// The demo pathway: the five steps from first dribble to the national league.
import { insertPathwaySchema, pathwaySteps } from '../../../shared/schema';
import { type EntityDemo, inListOrder } from './define';

const DEMO_PATHWAY = inListOrder([
  {
    age: 'U10',
    title: 'Foundation',
    description: 'Movement, coordination and a love for the game.',
    color: 'bg-green-600',
  },
  {
    age: 'U14',
    title: 'Development',
    description: 'Core skills, team concepts and healthy habits.',
    color: 'bg-blue-600',
  },
  {
    age: 'U16',
    title: 'Competitive',
    description: 'Game strategy, fitness and national championships.',
    color: 'bg-yellow-500',
  },
  {
    age: 'U19',
    title: 'Pre-Elite',
    description: 'High-performance training and touring squads.',
    color: 'bg-club-red',
  },
  {
    age: 'SNR',
    title: 'Elite',
    description: 'National league, representative honours and leadership.',
    color: 'bg-black',
  },
]);

export const pathwayDemo: EntityDemo = {
  async seed({ db }) {
    await db.insert(pathwaySteps).values(DEMO_PATHWAY.map((row) => insertPathwaySchema.parse(row)));
    return { made: { 'pathway steps': DEMO_PATHWAY.length } };
  },
};
