// The club shop's items: /merchandise, by collection, in the order staff set.

import { defineEntity, EXAMPLES_CREATED, SERVER_SET_WORDS } from '../define';
import type { MerchandiseItem } from './table';

const EXAMPLES: [collection: string, name: string, description: string, price: string][] = [
  ['Jerseys', 'Home Jersey', 'Official red home jersey in breathable mesh.', 'PGK 85.00'],
  ['Jerseys', 'Away Jersey', 'Official black away jersey with gold trim.', 'PGK 85.00'],
  ['Jerseys', 'Retro Jersey', 'Limited heritage edition in the colours of the flag.', 'PGK 95.00'],
  ['Training', 'Training Shirt', 'Lightweight dry-fit shirt for hot training sessions.', 'PGK 45.00'],
  ['Training', 'Training Shorts', 'Quick-dry shorts with side pockets.', 'PGK 40.00'],
  ['Training', 'Warm-Up Hoodie', 'Zip hoodie for warm-ups and travel days.', 'PGK 75.00'],
  ['Training', 'Shooting Sleeve', 'Compression arm sleeve with the club crest.', 'PGK 20.00'],
  ['Lifestyle', 'Club T-Shirt', 'Soft cotton tee with the club logo.', 'PGK 35.00'],
  ['Lifestyle', 'Snapback Cap', 'Embroidered cap in black and gold.', 'PGK 30.00'],
  ['Lifestyle', 'Crew Sweatshirt', 'Heavyweight crew neck for cool evenings.', 'PGK 65.00'],
  ['Lifestyle', 'Tote Bag', 'Sturdy canvas bag for market days and games.', 'PGK 25.00'],
  ['Kids', 'Kids Jersey', 'Home jersey sized for our youngest fans.', 'PGK 55.00'],
  ['Kids', 'Kids T-Shirt', 'Bright tee for juniors, sizes 4 to 12.', 'PGK 25.00'],
  ['Kids', 'Mini Basketball', 'Size 3 ball, just right for small hands.', 'PGK 30.00'],
  ['Accessories', 'Water Bottle', 'One-litre bottle to stay hydrated on court.', 'PGK 15.00'],
  ['Accessories', 'Wristband Pair', 'Terry wristbands in red and gold.', 'PGK 10.00'],
  ['Accessories', 'Drawstring Bag', 'Light bag for shoes and training gear.', 'PGK 20.00'],
  ['Accessories', 'Headband', 'Sweat-wicking headband with the club crest.', 'PGK 12.00'],
];

export const merchandiseEntity = defineEntity<MerchandiseItem>()({
  path: 'merchandise',
  label: 'Merchandise item',
  noun: 'Item',
  ordering: 'order',
  section: { name: 'merchandise', label: 'Merchandise' },
  image: { mode: 'file', field: 'image', column: 'imageUrl' },
  columns: {
    id: 'public',
    collection: 'public',
    name: 'public',
    description: 'public',
    price: 'public',
    imageUrl: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'merchandise item',
    plural: 'merchandise items',
    namedBy: 'name',
    fields: {
      collection: 'collection',
      name: 'name',
      price: 'price',
      description: 'description',
      imageUrl: 'image',
      order: 'order',
      ...SERVER_SET_WORDS,
    },
  },
  examples: {
    one: 'product',
    many: 'products',
    rows: EXAMPLES.map(([collection, name, description, price], i) => ({
      id: `fallback-merch-${i + 1}`,
      collection,
      name,
      description,
      price,
      imageUrl: null,
      order: i + 1,
      createdAt: EXAMPLES_CREATED,
      updatedAt: EXAMPLES_CREATED,
    })),
  },
});
