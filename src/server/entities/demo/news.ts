// The demo club's news: six articles of a season, most with a picture, one about the coming tour.
import { insertNewsSchema, newsArticles } from '../../../shared/schema';
import { slugify } from '../../../shared/slug';
import { withExcerpt } from '../../articles/article-excerpt';
import { type Motif, PALETTE, photoShape, sceneSvg } from '../../media/artwork';
import type { EntityDemo } from './define';

type DemoNews = {
  title: string;
  excerpt: string;
  content: string;
  publishDate: string;
  featured: boolean;
  motif?: Motif;
  /** The demo tour it is about (DEMO_TOURS' key). */
  tour?: string;
};

const DEMO_NEWS: DemoNews[] = [
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

export const newsDemo: EntityDemo = {
  after: ['tours'],
  async seed({ db, picture, idsOf }) {
    const tours = idsOf('tours');
    const news = await Promise.all(
      DEMO_NEWS.map(async (article, i) => {
        const imageUrl = article.motif
          ? await picture(
              sceneSvg({
                ...photoShape(i),
                from: PALETTE.redDark,
                to: PALETTE.black,
                accent: PALETTE.gold,
                motif: article.motif,
              }),
            )
          : undefined;
        return {
          ...withExcerpt(insertNewsSchema.parse({ ...article, imageUrl })),
          slug: slugify(article.title),
          ...(article.tour ? { tourId: tours.get(article.tour) } : {}),
        };
      }),
    );
    await db.insert(newsArticles).values(news);
    return { made: { 'news articles': news.length } };
  },
};
