import { TEAM_COLORS } from '../../../../../shared/constants';

type TeamColor = (typeof TEAM_COLORS)[keyof typeof TEAM_COLORS];

export const TEAM_COLOR_OPTIONS: { value: TeamColor; label: string; swatch: string }[] = [
  { value: TEAM_COLORS.red, label: 'Club red', swatch: 'bg-club-red' },
  { value: TEAM_COLORS.gold, label: 'Club gold', swatch: 'bg-club-gold' },
  { value: TEAM_COLORS.dark, label: 'Dark', swatch: 'bg-club-black' },
];

export const teamColorOption = (value: string) =>
  TEAM_COLOR_OPTIONS.find((option) => option.value === value) ?? TEAM_COLOR_OPTIONS[2]!;
