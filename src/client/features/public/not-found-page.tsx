import { paths } from '../../../shared/paths';
import { buttonClasses } from '../../components/ui/button';

type NotFoundProps = { heading: string; message: string; link: { href: string; label: string } };

/** A 404 answer: what is not here and one way on. */
function NotFound({ heading, message, link }: NotFoundProps) {
  return (
    <section className="bg-club-black pt-16 text-white">
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:py-32">
        <p aria-hidden className="font-display text-8xl font-bold text-club-red">
          404
        </p>
        <h1 className="mt-4 font-display text-4xl font-bold uppercase tracking-wide sm:text-5xl">{heading}</h1>
        <p className="mt-4 text-lg text-neutral-300">{message}</p>
        <a href={link.href} className={buttonClasses({ variant: 'gold', size: 'lg', className: 'mt-10' })}>
          {link.label}
        </a>
      </div>
    </section>
  );
}

export default function NotFoundPage() {
  return (
    <NotFound
      heading="404 Page Not Found"
      message="Did you forget to add the page to the router?"
      link={{ href: paths.home, label: 'Back to home' }}
    />
  );
}

/**
 * Any address under /news/ without a public article: a shared link to one taken down or not out yet. The same page
 * for each (a draft, a scheduled one, a deleted one, one that never was), so the answer tells nobody which it is.
 */
export function ArticleNotFoundPage() {
  return (
    <NotFound
      heading="This article is not available"
      message="It may have been taken down, or it is not out yet."
      link={{ href: paths.news, label: 'See all news' }}
    />
  );
}
