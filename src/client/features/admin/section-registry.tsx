// Each admin section's screen title, icon and screen, in no particular order: the menu's order and labels are
// ADMIN_SECTIONS and SECTION_LABELS (a content entity's section is named and labelled by its definition).
import {
  BellRing,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  FileText,
  Globe,
  HandCoins,
  Handshake,
  History,
  Images,
  Inbox,
  Info,
  type LucideIcon,
  Newspaper,
  Plane,
  Settings,
  Shirt,
  TrendingUp,
  Trophy,
  UserCog,
  UsersRound,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { AdminSection } from '../../../shared/admin-sections';
import { AboutSection } from './sections/about/about-section';
import { ActivitySection } from './sections/activity/activity-section';
import { ClubManagementSection } from './sections/club-management/club-management-section';
import { FixturesSection } from './sections/fixtures/fixtures-section';
import { FollowersSection } from './sections/followers/followers-section';
import { GallerySection } from './sections/gallery/gallery-section';
import { InquiriesSection } from './sections/inquiries/inquiries-section';
import { InternationalSection } from './sections/international/international-section';
import { MerchandiseSection } from './sections/merchandise/merchandise-section';
import { NewsSection } from './sections/news/news-section';
import { PathwaySection } from './sections/pathway/pathway-section';
import { PaymentsSection } from './sections/payments/payments-section';
import { ProfilesSection } from './sections/profiles/profiles-section';
import { RegistrationsSection } from './sections/registrations/registrations-section';
import type { SectionProps } from './sections/section-props';
import { SettingsSection } from './sections/settings/settings-section';
import { SponsorReportSection } from './sections/sponsor-report/sponsor-report-section';
import { SponsorsSection } from './sections/sponsors/sponsors-section';
import { StaffSection } from './sections/staff/staff-section';
import { TeamsSection } from './sections/teams/teams-section';
import { ToursSection } from './sections/tours/tours-section';
import { VisitorsSection } from './sections/visitors/visitors-section';

export type SectionEntry = {
  title: string;
  icon: LucideIcon;
  component: ComponentType<SectionProps>;
};

export const SECTIONS: Record<AdminSection, SectionEntry> = {
  about: { title: 'About Section Management', icon: Info, component: AboutSection },
  'club-management': {
    title: 'Club Management',
    icon: Building2,
    component: ClubManagementSection,
  },
  teams: { title: 'Team Management', icon: Trophy, component: TeamsSection },
  fixtures: {
    title: 'Fixtures & Results',
    icon: CalendarDays,
    component: FixturesSection,
  },
  profiles: {
    title: 'Players & Coach Profiles',
    icon: UsersRound,
    component: ProfilesSection,
  },
  pathway: {
    title: 'Player Pathway Management',
    icon: TrendingUp,
    component: PathwaySection,
  },
  international: {
    title: 'International Opportunities Management',
    icon: Globe,
    component: InternationalSection,
  },
  tours: { title: 'Tours', icon: Plane, component: ToursSection },
  news: { title: 'News Management', icon: Newspaper, component: NewsSection },
  gallery: { title: 'Gallery Management', icon: Images, component: GallerySection },
  sponsors: {
    title: 'Sponsors Management',
    icon: Handshake,
    component: SponsorsSection,
  },
  merchandise: {
    title: 'Merchandise Management',
    icon: Shirt,
    component: MerchandiseSection,
  },
  inquiries: { title: 'Contact Inquiries', icon: Inbox, component: InquiriesSection },
  registrations: {
    title: 'Player Registrations',
    icon: ClipboardList,
    component: RegistrationsSection,
  },
  followers: { title: 'Followers', icon: BellRing, component: FollowersSection },
  visitors: { title: 'Visitors', icon: ChartColumn, component: VisitorsSection },
  'sponsor-report': {
    title: 'Sponsor Report',
    icon: FileText,
    component: SponsorReportSection,
  },
  payments: { title: 'Payments', icon: HandCoins, component: PaymentsSection },
  settings: { title: 'Site Settings', icon: Settings, component: SettingsSection },
  staff: { title: 'Staff Accounts', icon: UserCog, component: StaffSection },
  activity: { title: 'Activity Log', icon: History, component: ActivitySection },
};
