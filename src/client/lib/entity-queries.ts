// The reads of the site and the portal. Query keys are the API paths (src/shared/entities/): the server fills
// them before it renders a public page (src/server/render), and the portal fetches them.
import { useQuery } from '@tanstack/react-query';
import { type EntityKey, type EntityRows, listPath, type PublicRows, portalListPath } from '../../shared/entities';
import { api } from '../../shared/paths';
import type { SiteSettings } from '../../shared/schema';
import { TOUR_PAGES_READ, type TourWithMoney } from '../../shared/tour-page';

/** An entity's public list, in its display order: what visitors see. */
export const useEntityList = <K extends EntityKey>(key: K) => useQuery<PublicRows[K][]>({ queryKey: [listPath(key)] });

/** The portal's list of an entity: every field, also those the public list leaves out (ADR 027). */
export const usePortalList = <K extends EntityKey>(key: K) =>
  useQuery<EntityRows[K][]>({ queryKey: [portalListPath(key)] });

export const useSettings = () => useQuery<SiteSettings>({ queryKey: [api.settings] });

/** Every tour with the money raised and its supporters: read by the server for the /tours pages. */
export const useToursWithMoney = () => useQuery<TourWithMoney[]>({ queryKey: [TOUR_PAGES_READ] });
