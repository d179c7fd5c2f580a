import { Award, Globe, Heart, type LucideIcon, Star, Target, Trophy, Users, Zap } from 'lucide-react';
import { ABOUT_ICON_FALLBACK, type AboutIcon as AboutIconName } from '../../../shared/constants';

const ICONS: Record<AboutIconName, LucideIcon> = { Zap, Globe, Users, Trophy, Target, Award, Heart, Star };

/** One of the eight About icons by name; an unknown name shows Users. */
export function AboutIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name as AboutIconName] ?? ICONS[ABOUT_ICON_FALLBACK];
  return <Icon className={className} aria-hidden data-icon={name in ICONS ? name : ABOUT_ICON_FALLBACK} />;
}
