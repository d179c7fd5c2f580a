// Each admin section (spec section 2's twelve with fixtures after teams and registrations after inquiries, then
// staff accounts): its menu label, its screen title, its icon and its screen.
import {
  Building2,
  CalendarDays,
  ClipboardList,
  Globe,
  Handshake,
  Images,
  Inbox,
  Info,
  type LucideIcon,
  Newspaper,
  Settings,
  Shirt,
  TrendingUp,
  Trophy,
  UserCog,
  UsersRound,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { AdminSection } from '../../../shared/constants';
import { AboutSection } from './sections/about/about-section';
import { ClubManagementSection } from './sections/club-management/club-management-section';
import { FixturesSection } from './sections/fixtures/fixtures-section';
import { GallerySection } from './sections/gallery/gallery-section';
import { InquiriesSection } from './sections/inquiries/inquiries-section';
import { InternationalSection } from './sections/international/international-section';
import { MerchandiseSection } from './sections/merchandise/merchandise-section';
import { NewsSection } from './sections/news/news-section';
import { PathwaySection } from './sections/pathway/pathway-section';
import { ProfilesSection } from './sections/profiles/profiles-section';
import { RegistrationsSection } from './sections/registrations/registrations-section';
import type { SectionProps } from './sections/section-props';
import { SettingsSection } from './sections/settings/settings-section';
import { SponsorsSection } from './sections/sponsors/sponsors-section';
import { StaffSection } from './sections/staff/staff-section';
import { TeamsSection } from './sections/teams/teams-section';

export type SectionEntry = {
  label: string;
  title: string;
  icon: LucideIcon;
  component: ComponentType<SectionProps>;
};

export const SECTIONS: Record<AdminSection, SectionEntry> = {
  about: { label: 'About', title: 'About Section Management', icon: Info, component: AboutSection },
  'club-management': {
    label: 'Club Management',
    title: 'Club Management',
    icon: Building2,
    component: ClubManagementSection,
  },
  teams: { label: 'Teams', title: 'Team Management', icon: Trophy, component: TeamsSection },
  fixtures: {
    label: 'Fixtures & Results',
    title: 'Fixtures & Results',
    icon: CalendarDays,
    component: FixturesSection,
  },
  profiles: { label: 'Profiles', title: 'Players & Coach Profiles', icon: UsersRound, component: ProfilesSection },
  pathway: { label: 'Player Pathway', title: 'Player Pathway Management', icon: TrendingUp, component: PathwaySection },
  international: {
    label: 'International',
    title: 'International Opportunities Management',
    icon: Globe,
    component: InternationalSection,
  },
  news: { label: 'News', title: 'News Management', icon: Newspaper, component: NewsSection },
  gallery: { label: 'Gallery', title: 'Gallery Management', icon: Images, component: GallerySection },
  sponsors: { label: 'Sponsors', title: 'Sponsors Management', icon: Handshake, component: SponsorsSection },
  merchandise: { label: 'Merchandise', title: 'Merchandise Management', icon: Shirt, component: MerchandiseSection },
  inquiries: { label: 'Inquiries', title: 'Contact Inquiries', icon: Inbox, component: InquiriesSection },
  registrations: {
    label: 'Registrations',
    title: 'Player Registrations',
    icon: ClipboardList,
    component: RegistrationsSection,
  },
  settings: { label: 'Settings', title: 'Site Settings', icon: Settings, component: SettingsSection },
  staff: { label: 'Staff Accounts', title: 'Staff Accounts', icon: UserCog, component: StaffSection },
};
