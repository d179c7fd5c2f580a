// Colour tokens stored by staff, turned into classes the page can rely on (spec section 3 "Display notes").
import { type ABOUT_COLORS, CLUB } from '../../../../shared/constants';

type ColorStyle = { bg: string; text: string };

const STORED: Record<(typeof ABOUT_COLORS)[number], ColorStyle> = {
  'bg-club-red': { bg: 'bg-club-red', text: 'text-white' },
  // White on yellow fails contrast; black on it passes at 10:1.
  'bg-yellow-500': { bg: 'bg-yellow-500', text: 'text-club-black' },
  'bg-black': { bg: 'bg-black', text: 'text-white' },
  'bg-blue-600': { bg: 'bg-blue-600', text: 'text-white' },
  'bg-green-600': { bg: 'bg-green-700', text: 'text-white' },
};

/** An about feature's or pathway step's colour; an unknown value gets the club red. */
export function storedColor(color: string): ColorStyle {
  return STORED[color as keyof typeof STORED] ?? STORED['bg-club-red'];
}

export type TeamTone = 'red' | 'gold' | 'dark';

/** A team's colour: the club's red, the club's gold, otherwise dark. */
export function teamTone(color: string): TeamTone {
  const value = color.trim().toLowerCase();
  if (value === 'red' || value === CLUB.red.toLowerCase() || value === 'bg-club-red') return 'red';
  if (value === 'gold' || value === CLUB.gold.toLowerCase() || value === 'bg-club-gold') return 'gold';
  return 'dark';
}

export const TEAM_TONE_CLASSES: Record<TeamTone, string> = {
  red: 'bg-club-red text-white',
  gold: 'bg-club-gold text-club-black',
  dark: 'bg-club-black text-white',
};
