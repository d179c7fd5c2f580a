// The public reads and the enquiry call. Query keys are the API paths; the server puts each page's data into its
// HTML under the same keys, so a hydrated page reads them from the cache instead of fetching again.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ContactPayload } from '../../../shared/contact-schema';
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
import { apiRequest, readableError } from '../../lib/api';
import { api } from '../../lib/paths';
import { toast } from '../../lib/toast';

/** A failed read says why in a toast; the section then shows its empty or fallback state. */
function useErrorToast(error: Error | null, what: string) {
  useEffect(() => {
    if (error) toast({ title: `Could not load ${what}`, description: readableError(error), variant: 'destructive' });
  }, [error, what]);
}

function useList<T>(key: string, what: string) {
  const query = useQuery<T[]>({ queryKey: [key] });
  useErrorToast(query.error, what);
  return query;
}

export const useAbout = () => useList<AboutFeature>(api.about, 'the about section');
export const useClubManagement = () => useList<ClubManagementMember>(api.clubManagement, 'club management');
export const useTeams = () => useList<Team>(api.teams, 'teams');
export const usePathway = () => useList<PathwayStep>(api.pathway, 'the pathway');
export const useInternational = () => useList<InternationalFeature>(api.international, 'international opportunities');
export const useGallery = () => useList<GalleryImage>(api.gallery, 'the gallery');
export const useNews = () => useList<NewsArticle>(api.news, 'news');
export const useSponsors = () => useList<Sponsor>(api.sponsors, 'sponsors');
export const useMerchandise = () => useList<MerchandiseItem>(api.merchandise, 'merchandise');
export const usePlayers = () => useList<Player>(api.players, 'players');
export const useCoaches = () => useList<Coach>(api.coaches, 'coaches');

export function useSettings() {
  const query = useQuery<SiteSettings>({ queryKey: [api.settings] });
  useErrorToast(query.error, 'contact details');
  return query;
}

/** The server's rows, or the spec's fallback content when it has none (spec section 3). */
export function withFallback<T>(rows: T[] | undefined, fallback: T[]): T[] | undefined {
  if (rows === undefined) return undefined;
  return rows.length > 0 ? rows : fallback;
}

export function useSendContact() {
  return useMutation({ mutationFn: (payload: ContactPayload) => apiRequest('POST', api.contact, payload) });
}
