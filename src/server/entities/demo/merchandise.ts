// The demo club shop: jerseys, training wear and accessories, each drawn on this machine.
import { insertMerchandiseSchema, merchandise } from '../../../shared/schema';
import { type MerchKind, merchSvg, PALETTE } from '../../media/artwork';
import { type EntityDemo, inListOrder } from './define';

type DemoMerch = {
  collection: string;
  name: string;
  description?: string;
  price: string;
  kind: MerchKind;
  color: string;
  trim: string;
};

const DEMO_MERCHANDISE: DemoMerch[] = [
  {
    collection: 'Jerseys',
    name: 'Home Jersey 2025',
    description: 'Red home jersey in breathable mesh.',
    price: 'PGK 85.00',
    kind: 'jersey',
    color: PALETTE.red,
    trim: PALETTE.gold,
  },
  {
    collection: 'Jerseys',
    name: 'Away Jersey 2025',
    description: 'Black away jersey with gold trim.',
    price: 'PGK 85.00',
    kind: 'jersey',
    color: PALETTE.black,
    trim: PALETTE.gold,
  },
  {
    collection: 'Jerseys',
    name: 'Heritage Jersey',
    description: 'Limited edition in the colours of the flag.',
    price: 'PGK 95.00',
    kind: 'jersey',
    color: PALETTE.gold,
    trim: PALETTE.black,
  },
  {
    collection: 'Training',
    name: 'Training Tee',
    description: 'Dry-fit shirt for hot sessions.',
    price: 'PGK 45.00',
    kind: 'tee',
    color: PALETTE.charcoal,
    trim: PALETTE.red,
  },
  {
    collection: 'Training',
    name: 'Training Shorts',
    description: 'Quick-dry shorts with pockets.',
    price: 'PGK 40.00',
    kind: 'shorts',
    color: PALETTE.black,
    trim: PALETTE.red,
  },
  {
    collection: 'Training',
    name: 'Warm-Up Hoodie',
    price: 'PGK 75.00',
    kind: 'hoodie',
    color: PALETTE.red,
    trim: PALETTE.gold,
  },
  {
    collection: 'Lifestyle',
    name: 'Club Cap',
    description: 'Embroidered snapback.',
    price: 'PGK 30.00',
    kind: 'cap',
    color: PALETTE.black,
    trim: PALETTE.gold,
  },
  {
    collection: 'Lifestyle',
    name: 'Logo Tee',
    description: 'Soft cotton tee with the club crest.',
    price: 'PGK 35.00',
    kind: 'tee',
    color: PALETTE.white,
    trim: PALETTE.red,
  },
  {
    collection: 'Lifestyle',
    name: 'Market Tote',
    description: 'Canvas bag for market days and games.',
    price: 'PGK 25.00',
    kind: 'bag',
    color: PALETTE.gold,
    trim: PALETTE.black,
  },
  {
    collection: 'Kids',
    name: 'Kids Home Jersey',
    description: 'Sizes 4 to 12.',
    price: 'PGK 55.00',
    kind: 'jersey',
    color: PALETTE.red,
    trim: PALETTE.white,
  },
  {
    collection: 'Kids',
    name: 'Mini Basketball',
    description: 'Size 3 ball for small hands.',
    price: 'PGK 30.00',
    kind: 'ball',
    color: PALETTE.orange,
    trim: PALETTE.black,
  },
  {
    collection: 'Accessories',
    name: 'Water Bottle',
    description: 'One litre, keeps water cold.',
    price: 'PGK 15.00',
    kind: 'bottle',
    color: PALETTE.red,
    trim: PALETTE.gold,
  },
  {
    collection: 'Accessories',
    name: 'Wristbands',
    description: 'Pair of terry wristbands.',
    price: 'PGK 10.00',
    kind: 'band',
    color: PALETTE.gold,
    trim: PALETTE.red,
  },
  {
    collection: 'Accessories',
    name: 'Drawstring Bag',
    price: 'PGK 20.00',
    kind: 'bag',
    color: PALETTE.black,
    trim: PALETTE.red,
  },
];

export const merchandiseDemo: EntityDemo = {
  async seed({ db, picture }) {
    const merch = await Promise.all(
      inListOrder(DEMO_MERCHANDISE).map(async (item) => {
        const imageUrl = await picture(merchSvg(item.kind, item.color, item.trim));
        return insertMerchandiseSchema.parse({ ...item, imageUrl });
      }),
    );
    await db.insert(merchandise).values(merch);
    return { made: { 'merchandise items': merch.length } };
  },
};
