import { ArrowRight } from 'lucide-react';
import { CLUB, HERO_WIDTHS } from '../../../../shared/constants';
import { buttonClasses } from '../../../components/ui/button';
import { ANCHORS } from '../layout/nav-links';

const srcSet = (name: string, widths: readonly number[], type: 'avif' | 'webp') =>
  widths.map((w) => `/images/${name}-${w}.${type} ${w}w`).join(', ');
/** Phones held upright get the portrait crop. */
const PHONE = '(max-width: 767px)';
const WIDE = '(min-width: 768px)';
const SIZES = '100vw';

/** The picture's sources, in the order the browser tries them; the <img> below is the landscape WebP. */
const HERO_SOURCES = [
  { media: PHONE, type: 'image/avif', srcSet: srcSet('hero-portrait', HERO_WIDTHS.portrait, 'avif') },
  { media: PHONE, type: 'image/webp', srcSet: srcSet('hero-portrait', HERO_WIDTHS.portrait, 'webp') },
  { media: WIDE, type: 'image/avif', srcSet: srcSet('hero', HERO_WIDTHS.landscape, 'avif') },
];

export type ImagePreload = { type: string; srcSet: string; sizes: string; media: string };

/**
 * On a wide screen the hero is the landing page's largest paint: the page's head asks for it first (routes.tsx),
 * before the stylesheet takes the slow link. AVIF only: a browser without it skips this and reads <picture>. On a
 * phone the heading is the largest paint and the picture a backdrop behind its dark overlay: it is not preloaded
 * and asks at low priority, so it does not share the line with what the heading waits for (ADR 037).
 */
export const HERO_PRELOADS: ImagePreload[] = HERO_SOURCES.filter(
  (source) => source.type === 'image/avif' && source.media === WIDE,
).map((source) => ({ ...source, sizes: SIZES }));

export function HeroSection() {
  return (
    <section
      id={ANCHORS.home}
      aria-labelledby="home-title"
      className="relative isolate flex min-h-[88svh] items-center overflow-hidden bg-club-black pb-16 pt-28 text-white"
    >
      <picture>
        {HERO_SOURCES.map((source) => (
          <source key={`${source.media} ${source.type}`} {...source} sizes={SIZES} />
        ))}
        <img
          src="/images/hero-1024.webp"
          srcSet={srcSet('hero', HERO_WIDTHS.landscape, 'webp')}
          sizes={SIZES}
          alt=""
          width={1600}
          height={1000}
          fetchPriority="low"
          decoding="async"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      </picture>
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-r from-black/90 via-black/70 to-black/30" />
      <div className="mx-auto w-full max-w-7xl px-4">
        <p className="inline-flex items-center gap-2 rounded-full bg-club-gold px-4 py-1.5 text-sm font-bold uppercase tracking-wider text-club-black">
          U10 to Senior · Papua New Guinea
        </p>
        <h1
          id="home-title"
          className="mt-6 max-w-4xl font-display text-5xl font-bold uppercase leading-[1.05] tracking-wide sm:text-7xl lg:text-8xl"
        >
          Developing champions <span className="text-club-gold">on and off the court</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-neutral-200 sm:text-xl">
          {CLUB.name} coaches young players from their first dribble to senior level, with a clear pathway,
          international tours and a team that feels like family.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <a href={`#${ANCHORS.teams}`} className={buttonClasses({ size: 'lg' })}>
            Explore Teams
            <ArrowRight className="h-5 w-5" aria-hidden />
          </a>
          <a href={`#${ANCHORS.contact}`} className={buttonClasses({ variant: 'gold', size: 'lg' })}>
            Register Now
          </a>
        </div>
      </div>
    </section>
  );
}
