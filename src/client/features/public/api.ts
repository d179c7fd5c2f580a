// The public reads, for the server renderer: query keys are the API paths, which the server fills before it
// renders a page (src/server/render), so pages read their data synchronously. No browser runs this code.
import { useQuery } from '@tanstack/react-query';
import type {
  AboutFeature,
  ClubManagementMember,
  Coach,
  GalleryImage,
  InternationalFeature,
  MerchandiseItem,
  NewsArticle,
  PathwayStep,
  Player,
  SiteSettings,
  Sponsor,
  Team,
} from '../../../shared/schema';
import { api } from '../../lib/paths';

const useList = <T>(key: string) => useQuery<T[]>({ queryKey: [key] });

export const useAbout = () => useList<AboutFeature>(api.about);
export const useClubManagement = () => useList<ClubManagementMember>(api.clubManagement);
export const useTeams = () => useList<Team>(api.teams);
export const usePathway = () => useList<PathwayStep>(api.pathway);
export const useInternational = () => useList<InternationalFeature>(api.international);
export const useGallery = () => useList<GalleryImage>(api.gallery);
export const useNews = () => useList<NewsArticle>(api.news);
export const useSponsors = () => useList<Sponsor>(api.sponsors);
export const useMerchandise = () => useList<MerchandiseItem>(api.merchandise);
export const usePlayers = () => useList<Player>(api.players);
export const useCoaches = () => useList<Coach>(api.coaches);

export const useSettings = () => useQuery<SiteSettings>({ queryKey: [api.settings] });

/** The server's rows, or the spec's fallback content when it has none (spec section 3). */
export function withFallback<T>(rows: T[] | undefined, fallback: T[]): T[] | undefined {
  if (rows === undefined) return undefined;
  return rows.length > 0 ? rows : fallback;
}
