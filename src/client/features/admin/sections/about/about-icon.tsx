import { Award, Globe, Heart, type LucideIcon, Star, Target, Trophy, Users, Zap } from 'lucide-react';
import { ABOUT_ICON_FALLBACK, type AboutIcon } from '../../../../../shared/constants';

const ICONS: Record<AboutIcon, LucideIcon> = { Zap, Globe, Users, Trophy, Target, Award, Heart, Star };

/** An unknown icon name shows as Users (spec section 3). */
export function AboutIconView({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name as AboutIcon] ?? ICONS[ABOUT_ICON_FALLBACK];
  return <Icon className={className} aria-hidden />;
}
