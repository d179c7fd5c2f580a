// The reads of the site and the portal. Query keys are the API paths (src/shared/entities.ts): the server fills
// them before it renders a public page (src/server/render), and the portal fetches them.
import { useQuery } from '@tanstack/react-query';
import { type EntityKey, type EntityRows, listPath } from '../../shared/entities';
import type { SiteSettings } from '../../shared/schema';
import { api } from './paths';

/** An entity's full list, in its display order. */
export const useEntityList = <K extends EntityKey>(key: K) => useQuery<EntityRows[K][]>({ queryKey: [listPath(key)] });

export const useSettings = () => useQuery<SiteSettings>({ queryKey: [api.settings] });
