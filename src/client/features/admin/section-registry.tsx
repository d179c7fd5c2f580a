// Each admin section (the first twelve of docs/product.md "Staff portal", with fixtures after teams, and registrations
// and followers after inquiries, then staff accounts and the activity log): its menu label (section-labels.ts), its
// screen title, its icon and its screen.
import {
  BellRing,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  FileText,
  Globe,
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
import type { AdminSection } from '../../../shared/constants';
import { SECTION_LABELS } from '../../../shared/section-labels';
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
  label: string;
  title: string;
  icon: LucideIcon;
  component: ComponentType<SectionProps>;
};

export const SECTIONS: Record<AdminSection, SectionEntry> = {
  about: { label: SECTION_LABELS.about, title: 'About Section Management', icon: Info, component: AboutSection },
  'club-management': {
    label: SECTION_LABELS['club-management'],
    title: 'Club Management',
    icon: Building2,
    component: ClubManagementSection,
  },
  teams: { label: SECTION_LABELS.teams, title: 'Team Management', icon: Trophy, component: TeamsSection },
  fixtures: {
    label: SECTION_LABELS.fixtures,
    title: 'Fixtures & Results',
    icon: CalendarDays,
    component: FixturesSection,
  },
  profiles: {
    label: SECTION_LABELS.profiles,
    title: 'Players & Coach Profiles',
    icon: UsersRound,
    component: ProfilesSection,
  },
  pathway: {
    label: SECTION_LABELS.pathway,
    title: 'Player Pathway Management',
    icon: TrendingUp,
    component: PathwaySection,
  },
  international: {
    label: SECTION_LABELS.international,
    title: 'International Opportunities Management',
    icon: Globe,
    component: InternationalSection,
  },
  tours: { label: SECTION_LABELS.tours, title: 'Tours', icon: Plane, component: ToursSection },
  news: { label: SECTION_LABELS.news, title: 'News Management', icon: Newspaper, component: NewsSection },
  gallery: { label: SECTION_LABELS.gallery, title: 'Gallery Management', icon: Images, component: GallerySection },
  sponsors: {
    label: SECTION_LABELS.sponsors,
    title: 'Sponsors Management',
    icon: Handshake,
    component: SponsorsSection,
  },
  merchandise: {
    label: SECTION_LABELS.merchandise,
    title: 'Merchandise Management',
    icon: Shirt,
    component: MerchandiseSection,
  },
  inquiries: { label: SECTION_LABELS.inquiries, title: 'Contact Inquiries', icon: Inbox, component: InquiriesSection },
  registrations: {
    label: SECTION_LABELS.registrations,
    title: 'Player Registrations',
    icon: ClipboardList,
    component: RegistrationsSection,
  },
  followers: { label: SECTION_LABELS.followers, title: 'Followers', icon: BellRing, component: FollowersSection },
  visitors: { label: SECTION_LABELS.visitors, title: 'Visitors', icon: ChartColumn, component: VisitorsSection },
  'sponsor-report': {
    label: SECTION_LABELS['sponsor-report'],
    title: 'Sponsor Report',
    icon: FileText,
    component: SponsorReportSection,
  },
  settings: { label: SECTION_LABELS.settings, title: 'Site Settings', icon: Settings, component: SettingsSection },
  staff: { label: SECTION_LABELS.staff, title: 'Staff Accounts', icon: UserCog, component: StaffSection },
  activity: { label: SECTION_LABELS.activity, title: 'Activity Log', icon: History, component: ActivitySection },
};
