import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  return (
    <section className="bg-club-black pt-16 text-white">
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:py-32">
        <p aria-hidden className="font-display text-8xl font-bold text-club-red">
          404
        </p>
        <h1 className="mt-4 font-display text-4xl font-bold uppercase tracking-wide sm:text-5xl">404 Page Not Found</h1>
        <p className="mt-4 text-lg text-neutral-300">Did you forget to add the page to the router?</p>
        <a href={paths.home} className={buttonClasses({ variant: 'gold', size: 'lg', className: 'mt-10' })}>
          Back to home
        </a>
      </div>
    </section>
  );
}
