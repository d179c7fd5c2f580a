// Colours staff store, as the site and the portal both show them (docs/product.md "Display notes"): one map, so
// a card looks the same in the portal as on the page.
import { ABOUT_COLORS, CLUB, TEAM_COLORS } from '../../../shared/constants';

type StoredToken = (typeof ABOUT_COLORS)[number];

export type ColorStyle = { bg: string; text: string; label: string };

// The literal class names also make Tailwind emit them.
const STORED: Record<StoredToken, ColorStyle> = {
  'bg-club-red': { bg: 'bg-club-red', text: 'text-white', label: 'Club red' },
  // White on yellow fails contrast; black on it passes at 10:1.
  'bg-yellow-500': { bg: 'bg-yellow-500', text: 'text-club-black', label: 'Gold' },
  'bg-black': { bg: 'bg-black', text: 'text-white', label: 'Black' },
  'bg-blue-600': { bg: 'bg-blue-600', text: 'text-white', label: 'Blue' },
  // White on green-600 is 3.2:1; one shade darker passes AA.
  'bg-green-600': { bg: 'bg-green-700', text: 'text-white', label: 'Green' },
};

/** An about feature's or pathway step's colour; an unknown value shows as the club red. */
export function storedColor(token: string): ColorStyle {
  return STORED[token as StoredToken] ?? STORED['bg-club-red'];
}

export const STORED_COLOR_OPTIONS = ABOUT_COLORS.map((value) => ({ value, label: STORED[value].label }));

export type TeamTone = keyof typeof TEAM_COLORS;

const TEAM_TONES: Record<TeamTone, ColorStyle> = {
  red: { bg: 'bg-club-red', text: 'text-white', label: 'Club red' },
  gold: { bg: 'bg-club-gold', text: 'text-club-black', label: 'Club gold' },
  dark: { bg: 'bg-club-black', text: 'text-white', label: 'Dark' },
};

/**
 * A team's colour: the club's red value, the club's gold value, otherwise dark (docs/product.md "Content and its
 * fields").
 */
export function teamTone(color: string): TeamTone {
  const value = color.trim().toLowerCase();
  if (value === TEAM_COLORS.red || value === CLUB.red.toLowerCase() || value === 'bg-club-red') return 'red';
  if (value === TEAM_COLORS.gold || value === CLUB.gold.toLowerCase() || value === 'bg-club-gold') return 'gold';
  return 'dark';
}

export const teamColor = (color: string): ColorStyle => TEAM_TONES[teamTone(color)];

export const TEAM_COLOR_OPTIONS = (Object.keys(TEAM_TONES) as TeamTone[]).map((tone) => ({
  value: TEAM_COLORS[tone],
  label: TEAM_TONES[tone].label,
}));
