// The demo club's sponsors, each with a logo drawn on this machine. Tours' contributions name them by name.
import { insertSponsorSchema, sponsors } from '../../../shared/schema';
import { type LogoShape, logoSvg, PALETTE } from '../../media/artwork';
import { type EntityDemo, inListOrder } from './define';

type DemoSponsor = {
  name: string;
  description: string;
  websiteUrl?: string;
  shape: LogoShape;
  primary: string;
  secondary: string;
};

const DEMO_SPONSORS: DemoSponsor[] = [
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

export const sponsorsDemo: EntityDemo = {
  async seed({ db, picture }) {
    const sponsorRows = await Promise.all(
      inListOrder(DEMO_SPONSORS).map(async (sponsor) => {
        const logoUrl = await picture(logoSvg(sponsor.name, sponsor.shape, sponsor.primary, sponsor.secondary));
        return insertSponsorSchema.parse({ ...sponsor, logoUrl });
      }),
    );
    await db.insert(sponsors).values(sponsorRows);
    const ids = new Map(
      (await db.select({ id: sponsors.id, name: sponsors.name }).from(sponsors)).map((s) => [s.name, s.id]),
    );
    return { made: { sponsors: sponsorRows.length }, ids };
  },
};
