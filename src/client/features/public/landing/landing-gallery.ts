// The landing page's fixed grid of 8 images (docs/product.md "Content and its fields": the landing page does not read
// the gallery endpoint). Files live in public/images/gallery at two widths each; swap in the club's own photos under
// the same names.
import { LANDING_GALLERY_COUNT } from '../../../../shared/constants';

export type LandingImage = { src: string; srcSet: string; alt: string; title: string };

const WIDTHS = [400, 800] as const;

const image = (slug: string, alt: string, title: string): LandingImage => ({
  src: `/images/gallery/${slug}-${WIDTHS[1]}.webp`,
  srcSet: WIDTHS.map((w) => `/images/gallery/${slug}-${w}.webp ${w}w`).join(', '),
  alt,
  title,
});

export const LANDING_GALLERY: LandingImage[] = [
  image('fast-break', 'Artwork of a basketball flying towards the hoop on a red court', 'Fast Break'),
  image('team-huddle', 'Artwork of a team huddle circle in gold and black', 'Team Huddle'),
  image('youth-clinic', 'Artwork of small basketballs on a bright youth training court', 'Youth Clinic'),
  image('game-night', 'Artwork of a court under stadium lights at night', 'Game Night'),
  image('skills-session', 'Artwork of cones and a ball on a training court', 'Skills Session'),
  image('on-tour', 'Artwork of a basketball with a flight path across the sea', 'On Tour'),
  image('championship', 'Artwork of a trophy and a basketball in club colours', 'Championship Day'),
  image('community-day', 'Artwork of an outdoor court with palm trees', 'Community Day'),
].slice(0, LANDING_GALLERY_COUNT);
