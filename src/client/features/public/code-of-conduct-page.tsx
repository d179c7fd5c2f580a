// Season registration (ADR 038): the code of conduct a registration agrees to (`/register/code-of-conduct`), as staff
// wrote it in Site Settings: a blank line starts a new paragraph.

import { paths } from '../../../shared/paths';
import { buttonClasses } from '../../components/ui/button';
import { useSettings } from '../../lib/entity-queries';
import { PageHeader } from './layout/page-header';

/** Paragraphs: text between blank lines; single line breaks stay inside a paragraph. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export default function CodeOfConductPage() {
  const { data: settings } = useSettings();
  const paragraphs = paragraphsOf(settings?.codeOfConduct ?? '');
  return (
    <>
      <PageHeader title="Code of Conduct">
        <p>What the club asks of its players and their families, on and off the court.</p>
      </PageHeader>
      <div className="bg-stone-100">
        <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
          <article className="grid gap-4 rounded-xl bg-white p-6 leading-relaxed text-neutral-800 shadow-sm sm:p-8">
            {paragraphs.length > 0 ? (
              paragraphs.map((paragraph, i) => (
                // Paragraphs have no identity of their own; their order is the text's.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <p key={i} className="whitespace-pre-line break-words">
                  {paragraph}
                </p>
              ))
            ) : (
              <p>The club has not published its code of conduct here yet. Ask the club about it.</p>
            )}
          </article>
          <a
            href={paths.register}
            className={buttonClasses({ variant: 'dark', size: 'lg', className: 'justify-self-start' })}
          >
            Register a Player
          </a>
        </div>
      </div>
    </>
  );
}
