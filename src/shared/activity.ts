// The activity log as the API answers it (ADR 043): GET /api/admin/activity and its CSV twin.
import type { EntityKey } from './entities';

/** Entries on one page of GET /api/admin/activity. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * What an entry's item is, for the portal's link to it: a content entity's key ('news', 'players', 'events', ...),
 * or one of the other things staff change. null for an entry about no one item (a reordered list).
 */
export type ActivityItemKind =
  | EntityKey
  | 'registration'
  | 'inquiry'
  | 'staff'
  | 'settings'
  | 'follower'
  | 'charge'
  | 'payment';

export type ActivityEntry = {
  id: string;
  /** ISO 8601. */
  at: string;
  /** null once the account is removed; the name stays. */
  userId: number | null;
  userName: string;
  /** An AdminSection: where the item lives in the portal. */
  section: string;
  itemKind: ActivityItemKind | null;
  itemId: string | null;
  sentence: string;
  /** The names of the fields changed, as the portal's forms label them (lower-case). */
  fields: string[];
  /** The item is still there (not deleted, not in the trash): the portal may link to it. */
  itemExists: boolean;
};

export type ActivityPage = {
  entries: ActivityEntry[];
  page: number;
  pageSize: number;
  total: number;
  /** Everyone in the log, for the person filter (id null: an account since removed). */
  people: { id: number | null; name: string }[];
  /** The sections entries are in, for the section filter. */
  sections: string[];
};
