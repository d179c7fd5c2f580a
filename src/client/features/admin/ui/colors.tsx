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
