// The demo gallery: fourteen pictures in four categories, drawn on this machine.
import { galleryImages, insertGallerySchema } from '../../../shared/schema';
import { type Motif, PALETTE, photoShape, sceneSvg } from '../../media/artwork';
import type { EntityDemo } from './define';

type DemoGallery = {
  title: string;
  description?: string;
  category: string;
  motif: Motif;
  from: string;
  to: string;
};

const DEMO_GALLERY: DemoGallery[] = [
  {
    title: 'Fast Break',
    description: 'U19 guard pushing the ball in transition.',
    category: 'Action Shots',
    motif: 'ball',
    from: PALETTE.red,
    to: PALETTE.black,
  },
  {
    title: 'Above the Rim',
    description: 'A senior forward finishing strong at the basket.',
    category: 'Action Shots',
    motif: 'hoop',
    from: PALETTE.redDark,
    to: PALETTE.black,
  },
  { title: 'Crossover', category: 'Action Shots', motif: 'dribble', from: PALETTE.charcoal, to: PALETTE.red },
  {
    title: 'Under the Lights',
    description: 'National league night game.',
    category: 'Action Shots',
    motif: 'lights',
    from: PALETTE.charcoal,
    to: PALETTE.black,
  },
  {
    title: 'Cone Drills',
    description: 'Footwork session for the U14 squad.',
    category: 'Training',
    motif: 'cones',
    from: PALETTE.green,
    to: PALETTE.black,
  },
  {
    title: 'Shooting Practice',
    description: 'Two hundred shots before the season opener.',
    category: 'Training',
    motif: 'hoop',
    from: PALETTE.blue,
    to: PALETTE.black,
  },
  { title: 'Team Talk', category: 'Training', motif: 'huddle', from: PALETTE.charcoal, to: PALETTE.blue },
  {
    title: 'Conditioning',
    description: 'Pre-season fitness testing.',
    category: 'Training',
    motif: 'ball',
    from: PALETTE.sea,
    to: PALETTE.black,
  },
  {
    title: 'First Dribbles',
    description: 'Holiday clinic for under 10s.',
    category: 'Youth Programs',
    motif: 'cones',
    from: PALETTE.sky,
    to: PALETTE.blue,
  },
  {
    title: 'Community Court Day',
    description: 'Free session at the Gerehu court.',
    category: 'Youth Programs',
    motif: 'palms',
    from: PALETTE.sea,
    to: PALETTE.green,
  },
  { title: 'School Visit', category: 'Youth Programs', motif: 'ball', from: PALETTE.gold, to: PALETTE.red },
  {
    title: 'U16 Champions',
    description: 'Junior league champions, boys and girls.',
    category: 'Team Photos',
    motif: 'trophy',
    from: PALETTE.red,
    to: PALETTE.redDark,
  },
  {
    title: 'Australia Tour Squad',
    description: 'The touring U19 squad before departure.',
    category: 'Team Photos',
    motif: 'plane',
    from: PALETTE.sea,
    to: PALETTE.blue,
  },
  { title: 'Senior Women', category: 'Team Photos', motif: 'huddle', from: PALETTE.redDark, to: PALETTE.black },
];

export const galleryDemo: EntityDemo = {
  async seed({ db, picture }) {
    const gallery = await Promise.all(
      DEMO_GALLERY.map(async (item, i) => {
        const imageUrl = await picture(
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
    return { made: { 'gallery images': gallery.length } };
  },
};
