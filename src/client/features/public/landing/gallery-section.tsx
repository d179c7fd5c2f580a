import { ArrowRight } from 'lucide-react';
import { paths } from '../../../../shared/paths';
import { buttonClasses } from '../../../components/ui/button';
import { ANCHORS } from '../layout/nav-links';
import { LANDING_GALLERY } from './landing-gallery';
import { Section } from './section';

export function GallerySection() {
  return (
    <Section
      id={ANCHORS.gallery}
      tone="muted"
      title="Gallery"
      intro="Game days, training sessions, youth clinics and tours: a look at life in the club."
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {LANDING_GALLERY.map((image) => (
          <li key={image.src}>
            <figure className="group relative aspect-square overflow-hidden rounded-lg bg-stone-300">
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw"
                alt={image.alt}
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <figcaption className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/85 to-transparent px-3 pb-2 pt-8 font-display text-lg font-bold uppercase tracking-wide text-white">
                {image.title}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a href={paths.gallery} className={buttonClasses({ variant: 'dark', size: 'lg' })}>
          View Full Gallery
          <ArrowRight className="h-5 w-5" aria-hidden />
        </a>
      </div>
    </Section>
  );
}
