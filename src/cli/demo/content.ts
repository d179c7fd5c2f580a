// Demo content for every public section: a believable club season, so the site can be shown and tested full.
// People are invented; pictures are drawn by artwork.ts.
import type { LogoShape, MerchKind, Motif } from './artwork';
import { PALETTE } from './artwork';

export const DEMO_SETTINGS = {
  contactAddress: 'Club Training Centre\nWaigani Drive\nPort Moresby, National Capital District\nPapua New Guinea',
  contactPhone: '+675 7012 3456',
  contactEmail: 'hello@pmbc-demo.org',
  socialFacebook: 'https://www.facebook.com/pmbc.demo',
  socialInstagram: 'https://www.instagram.com/pmbc.demo',
  // The placeholder: the site hides this icon.
  socialYoutube: '#',
  // Registration open for next season, so the demo shows /register as families will use it.
  registrationOpen: true,
  season: '2027 Season',
  feeInformation:
    'K60 a season for U10 and U14, K80 for U16 to Senior; brothers and sisters pay half. Pay in cash at training, or by mobile money to 7012 3456 with your reference.',
  codeOfConduct: [
    'Players arrive on time for training and games, and tell their coach when they cannot come.',
    'Players, parents and supporters respect coaches, referees, opponents and each other, on and off the court.',
    'No alcohol, betting or bullying at training, games or on tour. Phones are away during sessions.',
    "The club's coaches never meet a child alone; parents are welcome at every session.",
  ].join('\n\n'),
  // How the demo's tours are supported: shown on every tour's page.
  supportBankAccount: 'BSP Waigani, account 1001 2345 6789 (PMBC Tours). Put the tour and your name as the reference.',
  supportSwift: 'BOSPPGPM',
  supportBankAddress: 'Bank South Pacific, Waigani Drive, Port Moresby, National Capital District, Papua New Guinea',
  supportMobileMoney: 'CellMoni or MiCash to 7012 3456, with the tour and your name.',
  supportCash: 'At training on Saturday mornings, to the club treasurer, who writes you a receipt.',
};

export const DEMO_ABOUT = [
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
].map((row, i) => ({ ...row, order: i + 1 }));

export const DEMO_MANAGEMENT = [
  { name: 'Margaret Kila', role: 'President' },
  { name: 'Peter Morea', role: 'Vice President' },
  { name: 'Grace Tamarua', role: 'Secretary' },
  { name: 'Samuel Kapi', role: 'Treasurer' },
].map((row, i) => ({ ...row, order: i + 1 }));

export type DemoTeam = {
  key: string;
  name: string;
  ageGroup: string;
  description: string;
  features: string[];
  color: 'red' | 'gold' | 'dark';
  motif?: Motif;
};

export const DEMO_TEAMS: DemoTeam[] = [
  {
    key: 'u10',
    name: 'U10 Development',
    ageGroup: 'Under 10',
    description: 'Fun-first sessions where our youngest players learn to dribble, pass and shoot with confidence.',
    features: ['Saturday morning clinics', 'Mini-ball games', 'Parents welcome on court'],
    color: 'gold',
    motif: 'cones',
  },
  {
    key: 'u14',
    name: 'U14 Development',
    ageGroup: 'Under 14',
    description: 'Building fundamentals and team play, with regular games in the NCD junior league.',
    features: ['Two trainings a week', 'Junior league games', 'Skills assessments each term'],
    color: 'red',
    motif: 'hoop',
  },
  {
    key: 'u16',
    name: 'U16 Competitive',
    ageGroup: 'Under 16',
    description: 'A competitive squad preparing for national junior championships and the first overseas tours.',
    features: ['Three trainings a week', 'Strength and conditioning', 'National junior championships'],
    color: 'dark',
    motif: 'ball',
  },
  {
    key: 'u19',
    name: 'U19 Competitive',
    ageGroup: 'Under 19',
    description: 'Our top junior program: high-performance training, video review and touring teams.',
    features: ['Four trainings a week', 'Video analysis', 'International tours'],
    color: 'red',
    motif: 'lights',
  },
  {
    key: 'senior',
    name: 'Senior Teams',
    ageGroup: 'Senior (19+)',
    description: 'Men and women competing in the national league and mentoring the next generation.',
    features: ['National league', 'Mentoring juniors', 'Coaching courses'],
    color: 'dark',
    motif: 'trophy',
  },
];

export const DEMO_PATHWAY = [
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
].map((row, i) => ({ ...row, order: i + 1 }));

export const DEMO_INTERNATIONAL = [
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
].map((row, i) => ({ ...row, order: i + 1 }));

export type DemoNews = {
  title: string;
  excerpt: string;
  content: string;
  publishDate: string;
  featured: boolean;
  motif?: Motif;
  /** The demo tour it is about (DEMO_TOURS' key). */
  tour?: string;
};

export const DEMO_NEWS: DemoNews[] = [
  {
    title: 'U19 Squad Named for Australia Tour',
    excerpt: 'Twelve players will travel to Cairns and Brisbane in July for two weeks of games and training.',
    content:
      'After six weeks of trials, coaches have named the twelve players who will represent the club in Australia.\n\nThe squad plays five games, trains with two academies and visits schools along the way. Families are invited to the send-off at the training centre.',
    publishDate: '2025-03-05T00:00:00.000Z',
    featured: true,
    motif: 'plane',
    tour: 'australia',
  },
  {
    title: 'Junior League Champions Again',
    excerpt: 'Our U16 boys and girls both won their NCD junior league finals on Saturday.',
    content:
      'A packed stadium watched both U16 teams claim the title. The girls won by four points after a comeback in the last quarter; the boys led from start to finish.',
    publishDate: '2025-02-14T00:00:00.000Z',
    // No picture: the site shows its fallback news image.
    featured: false,
  },
  {
    title: 'Free Holiday Clinics for Under 10s',
    excerpt: 'Three free mornings of games and skills for children aged 6 to 10, with balls and drinks provided.',
    content:
      'No experience is needed. Bring a water bottle and running shoes; we provide the rest. Clinics run from 8 to 11 in the morning at the training centre.',
    publishDate: '2025-01-20T00:00:00.000Z',
    featured: false,
    motif: 'cones',
  },
  {
    title: 'New Outdoor Court Opens in Gerehu',
    excerpt: 'With help from our sponsors, the club has resurfaced a community court for everyone to use.',
    content:
      'The court has new hoops, lines and lights. Club coaches will run free sessions there every Wednesday afternoon.',
    publishDate: '2024-11-30T00:00:00.000Z',
    featured: false,
    motif: 'palms',
  },
  {
    title: 'Coaching Course for Volunteers',
    excerpt: 'Parents and senior players can earn a Level 1 coaching certificate over two weekends.',
    content:
      'The course covers skills teaching, safe training and running a game. Places are limited to twenty; register through the contact form.',
    publishDate: '2024-10-08T00:00:00.000Z',
    featured: false,
    motif: 'hoop',
  },
  {
    title: 'Season Awards Night',
    excerpt: 'Players, coaches and families celebrated a record season at the annual awards night.',
    content:
      'Awards went to the most improved player of each age group, the volunteer of the year and our graduating U19 players.',
    publishDate: '2024-09-21T00:00:00.000Z',
    featured: false,
    motif: 'lights',
  },
];

export type DemoGallery = {
  title: string;
  description?: string;
  category: string;
  motif: Motif;
  from: string;
  to: string;
};

export const DEMO_GALLERY: DemoGallery[] = [
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

export type DemoSponsor = {
  name: string;
  description: string;
  websiteUrl?: string;
  shape: LogoShape;
  primary: string;
  secondary: string;
};

export const DEMO_SPONSORS: DemoSponsor[] = [
  {
    name: 'Highlands Coffee Co',
    description: 'Roasters of fine Papua New Guinea coffee and our principal partner since 2019.',
    websiteUrl: 'https://example.com/highlands-coffee',
    shape: 'shield',
    primary: PALETTE.green,
    secondary: PALETTE.gold,
  },
  {
    name: 'Coral Sea Shipping',
    description: 'Moving freight across the Pacific, and our touring teams to their games.',
    websiteUrl: 'https://example.com/coral-sea-shipping',
    shape: 'wave',
    primary: PALETTE.sea,
    secondary: PALETTE.white,
  },
  {
    name: 'Kumul Hardware',
    description: 'Building supplies for the nation; they rebuilt our community court.',
    websiteUrl: 'https://example.com/kumul-hardware',
    shape: 'hexagon',
    primary: PALETTE.red,
    secondary: PALETTE.gold,
  },
  {
    name: 'Waigani Pharmacy',
    description: 'Keeping our players healthy with first-aid kits for every team.',
    shape: 'circle',
    primary: PALETTE.blue,
    secondary: PALETTE.white,
  },
  {
    name: 'Paradise Print Studio',
    description: 'Printers of our jerseys, banners and season programs.',
    websiteUrl: 'https://example.com/paradise-print',
    shape: 'diamond',
    primary: PALETTE.black,
    secondary: PALETTE.gold,
  },
];

export type DemoMerch = {
  collection: string;
  name: string;
  description?: string;
  price: string;
  kind: MerchKind;
  color: string;
  trim: string;
};

export const DEMO_MERCHANDISE: DemoMerch[] = [
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

export type DemoPlayer = {
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

export const DEMO_PLAYERS: DemoPlayer[] = [
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

export const DEMO_COACHES = [
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

export type DemoContribution = {
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

export type DemoTour = {
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

export const DEMO_TOURS: DemoTour[] = [
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
