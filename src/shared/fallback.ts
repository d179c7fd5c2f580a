// Content shown when the server returns no rows (docs/product.md "Fallback content"), so a new site never looks empty.
import type { AboutFeature, InternationalFeature, MerchandiseItem, PathwayStep, SiteSettings, Sponsor } from './schema';

const CREATED = '2024-01-01T00:00:00.000Z';

export const FALLBACK_ABOUT: AboutFeature[] = [
  {
    id: 'fallback-about-1',
    icon: 'Zap',
    title: 'Elite Development',
    description:
      'Structured coaching from U10 to senior level builds fundamentals, skills and game sense at every stage.',
    color: 'bg-club-red',
    order: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
  },
  {
    id: 'fallback-about-2',
    icon: 'Globe',
    title: 'International Exposure',
    description: 'Tours and tournaments overseas give our players experience against the best teams in the region.',
    color: 'bg-yellow-500',
    order: 2,
    createdAt: CREATED,
    updatedAt: CREATED,
  },
  {
    id: 'fallback-about-3',
    icon: 'Users',
    title: 'Character Building',
    description:
      'Discipline, respect and teamwork on and off the court, so players grow into leaders of their communities.',
    color: 'bg-black',
    order: 3,
    createdAt: CREATED,
    updatedAt: CREATED,
  },
];

export const FALLBACK_PATHWAY: PathwayStep[] = [
  ['U10', 'Foundation', 'Fun first: movement, ball handling and a love for the game.', 'bg-green-600'],
  ['U14', 'Development', 'Core skills, team play and the habits of training well.', 'bg-blue-600'],
  ['U16', 'Competitive', 'Structured competition, game strategy and physical preparation.', 'bg-yellow-500'],
  ['U19', 'Pre-Elite', 'High-performance training and selection for representative and touring teams.', 'bg-club-red'],
  ['SNR', 'Elite', 'Senior competition, national league play and mentoring the next generation.', 'bg-black'],
].map(([age, title, description, color], i) => ({
  id: `fallback-pathway-${i + 1}`,
  age: age!,
  title: title!,
  description: description!,
  color: color!,
  order: i + 1,
  createdAt: CREATED,
  updatedAt: CREATED,
}));

export const FALLBACK_INTERNATIONAL: InternationalFeature[] = [
  ['International Tours', 'Regular tours to Australia, New Zealand and Asia to play and learn abroad.'],
  ['Cultural Exchange', 'Players meet and host teams from other countries, sharing the culture of Papua New Guinea.'],
  ['Elite Competition', 'Tournaments against top regional clubs and academies, and a path towards scholarships.'],
].map(([title, description], i) => ({
  id: `fallback-international-${i + 1}`,
  title: title!,
  description: description!,
  order: i + 1,
  createdAt: CREATED,
  updatedAt: CREATED,
}));

/** The placeholder logo lives in public/ so it costs no upload. */
export const SPONSOR_PLACEHOLDER_LOGO = '/images/sponsor-placeholder.svg';

export const FALLBACK_SPONSORS: Sponsor[] = [
  {
    id: 'fallback-sponsor-1',
    name: 'Community Partner',
    description:
      'Local businesses and families make youth basketball possible. Interested in supporting the club? Get in touch.',
    logoUrl: SPONSOR_PLACEHOLDER_LOGO,
    websiteUrl: null,
    order: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
  },
];

const MERCH: [collection: string, name: string, description: string, price: string][] = [
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

export const FALLBACK_MERCHANDISE: MerchandiseItem[] = MERCH.map(([collection, name, description, price], i) => ({
  id: `fallback-merch-${i + 1}`,
  collection,
  name,
  description,
  price,
  imageUrl: null,
  order: i + 1,
  createdAt: CREATED,
  updatedAt: CREATED,
}));

/**
 * The contact details a new site starts with (the settings row is created with them): they reach nobody, so the
 * portal asks staff to replace them while either is still in place.
 */
export const PLACEHOLDER_CONTACT = { phone: '+675 000 0000', email: 'info@example.com' } as const;

/** Whether visitors are still shown a placeholder phone number or email address. */
export const showsPlaceholderContact = (settings: Pick<SiteSettings, 'contactPhone' | 'contactEmail'>): boolean =>
  settings.contactPhone.trim() === PLACEHOLDER_CONTACT.phone ||
  settings.contactEmail.trim().toLowerCase() === PLACEHOLDER_CONTACT.email;
