import { ABOUT_COLORS } from '../../../../shared/constants';

/** The stored colour tokens (spec section 9) as staff read them; the literal classes also make Tailwind emit them. */
export const COLOR_LABELS: Record<(typeof ABOUT_COLORS)[number], string> = {
  'bg-club-red': 'Club red',
  'bg-yellow-500': 'Gold',
  'bg-black': 'Black',
  'bg-blue-600': 'Blue',
  'bg-green-600': 'Green',
};

export const COLOR_OPTIONS = ABOUT_COLORS.map((value) => ({ value, label: COLOR_LABELS[value] }));

/** White text fails contrast on the gold; black passes. */
const TEXT_ON: Record<(typeof ABOUT_COLORS)[number], string> = {
  'bg-club-red': 'text-white',
  'bg-yellow-500': 'text-club-black',
  'bg-black': 'text-white',
  'bg-blue-600': 'text-white',
  'bg-green-600': 'text-white',
};

/** Background and readable text classes for a stored colour token; an unknown one shows as neutral. */
export const colorClasses = (token: string) =>
  token in TEXT_ON ? `${token} ${TEXT_ON[token as keyof typeof TEXT_ON]}` : 'bg-neutral-500 text-white';

export const colorLabel = (token: string) => COLOR_LABELS[token as keyof typeof COLOR_LABELS] ?? token;

/** A small square of the colour, for cards and beside the select. */
export function ColorSwatch({ token }: { token: string }) {
  const known = token in COLOR_LABELS;
  return (
    <span
      aria-hidden
      className={`inline-block h-4 w-4 shrink-0 rounded-sm border border-neutral-300 ${known ? token : 'bg-neutral-300'}`}
    />
  );
}
