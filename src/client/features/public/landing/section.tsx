import type { ReactNode } from 'react';

type Tone = 'light' | 'muted' | 'dark';
const tones: Record<Tone, string> = {
  light: 'bg-white text-club-black',
  muted: 'bg-stone-100 text-club-black',
  dark: 'bg-club-black text-white',
};

/** A landing section: its anchor id, a display heading with the club's red-gold rule, and an optional intro. */
export function Section({
  id,
  title,
  intro,
  tone = 'light',
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: Tone;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-16 py-16 sm:py-24 ${tones[tone]}`}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={`${id}-title`} className="font-display text-4xl font-bold uppercase tracking-wide sm:text-5xl">
            {title}
          </h2>
          <div aria-hidden className="mx-auto mt-4 flex w-fit gap-1">
            <span className="h-1.5 w-12 rounded bg-club-red" />
            <span className="h-1.5 w-6 rounded bg-club-gold" />
          </div>
          {intro && (
            <p className={`mt-5 text-lg leading-relaxed ${tone === 'dark' ? 'text-neutral-300' : 'text-neutral-700'}`}>
              {intro}
            </p>
          )}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
