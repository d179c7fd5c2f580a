// How the activity log speaks of each content entity (ADR 043), declared once for all of them: its noun, the
// plural a reorder names, the portal section it lives in, how one item is named, and the labels of its fields as
// the portal's forms show them (lower-case, without '(optional)').
import { formatClubDay, formatClubDayTime } from '../../shared/club-time';
import { type AdminSection, type ArticleStatus, EVENT_KIND_LABELS, type EventKind } from '../../shared/constants';
import type { EntityKey } from '../../shared/entities';
import { shortName } from '../../shared/publishing';
import { articleStatus, childItem, type ItemWords, quotedItem } from './sentences';

/** What naming an item may need beyond its row: its team's name, the club's zone. */
export type NamingContext = { teamName: string | null; timeZone: string };

export type EntityActivity = {
  section: AdminSection;
  noun: string;
  plural: string;
  item(row: Record<string, unknown>, context: NamingContext): ItemWords;
  fields: Readonly<Record<string, string>>;
  /** Naming an item needs its team's name (row.teamId). */
  namesTeam?: true;
  /** A create or update the entity says in its own words (an article drafted, scheduled, published); null: the usual. */
  told?(change: ToldChange): string | null;
};

/** A create (`before` null) or an update, for `told`: the fields changed are the labels of `fields`. */
export type ToldChange = {
  who: string;
  item: ItemWords;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  changed: readonly string[];
  timeZone: string;
};

const NEWS_FIELDS = {
  title: 'title',
  excerpt: 'excerpt',
  content: 'content',
  status: 'status',
  publishDate: 'publish date',
  featured: 'featured',
  imageUrl: 'article image',
} as const;

/**
 * An article's status in words (ADR 047): saved as a draft, scheduled (for its time in club time) or published,
 * when it is new (not Published: that is the usual 'added') or its status or scheduled time changed.
 */
function toldOfArticle({ who, item, before, after, changed, timeZone }: ToldChange): string | null {
  const status = after.status as ArticleStatus;
  const scheduledAt = after.publishDate instanceof Date ? after.publishDate : null;
  const rescheduled =
    status === 'scheduled' && (before?.publishDate as Date | undefined)?.getTime() !== scheduledAt?.getTime();
  if (before ? before.status === status && !rescheduled : status === 'published') return null;
  const others = changed.filter((field) => field !== NEWS_FIELDS.status && field !== NEWS_FIELDS.publishDate);
  if (status === 'draft') return articleStatus(who, item, { draft: true }, others);
  if (status === 'published') return articleStatus(who, item, { published: true }, others);
  const scheduledFor = scheduledAt ? formatClubDayTime(scheduledAt, timeZone) : 'later';
  return articleStatus(who, item, { scheduledFor }, others);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An item named by one of its own fields, in quotes. */
const byField =
  (noun: string, field: string) =>
  (row: Record<string, unknown>): ItemWords =>
    quotedItem(noun, text(row[field]));

const ordered = { order: 'order' } as const;

export const ENTITY_ACTIVITY: Record<EntityKey, EntityActivity> = {
  about: {
    section: 'about',
    noun: 'about feature',
    plural: 'about features',
    item: byField('about feature', 'title'),
    fields: { title: 'title', icon: 'icon', description: 'description', color: 'color', ...ordered },
  },
  clubManagement: {
    section: 'club-management',
    noun: 'club management member',
    plural: 'club management members',
    item: byField('club management member', 'name'),
    fields: { name: 'name', role: 'role', photoUrl: 'photo', ...ordered },
  },
  teams: {
    section: 'teams',
    noun: 'team',
    plural: 'teams',
    item: byField('team', 'name'),
    fields: {
      name: 'team name',
      ageGroup: 'age group',
      description: 'description',
      features: 'features',
      color: 'color',
      imageUrl: 'team photo',
    },
  },
  pathway: {
    section: 'pathway',
    noun: 'pathway step',
    plural: 'pathway steps',
    item: byField('pathway step', 'title'),
    fields: { age: 'age', title: 'title', description: 'description', color: 'color', ...ordered },
  },
  international: {
    section: 'international',
    noun: 'international feature',
    plural: 'international features',
    item: byField('international feature', 'title'),
    fields: { title: 'title', description: 'description', ...ordered },
  },
  news: {
    section: 'news',
    noun: 'news article',
    plural: 'news articles',
    item: byField('news article', 'title'),
    fields: NEWS_FIELDS,
    told: toldOfArticle,
  },
  gallery: {
    section: 'gallery',
    noun: 'gallery image',
    plural: 'gallery images',
    item: byField('gallery image', 'title'),
    fields: { title: 'title', category: 'category', description: 'description', imageUrl: 'image' },
  },
  sponsors: {
    section: 'sponsors',
    noun: 'sponsor',
    plural: 'sponsors',
    item: byField('sponsor', 'name'),
    fields: { name: 'sponsor name', websiteUrl: 'website', description: 'description', logoUrl: 'logo', ...ordered },
  },
  merchandise: {
    section: 'merchandise',
    noun: 'merchandise item',
    plural: 'merchandise items',
    item: byField('merchandise item', 'name'),
    fields: {
      collection: 'collection',
      name: 'name',
      price: 'price',
      description: 'description',
      imageUrl: 'image',
      ...ordered,
    },
  },
  players: {
    section: 'profiles',
    noun: 'player',
    plural: 'players',
    // Children: first name and last initial, wherever the log shows them.
    item: (row) => childItem('player', shortName(text(row.name))),
    fields: {
      name: 'name',
      position: 'position',
      teamId: 'team',
      jerseyNumber: 'jersey number',
      dateOfBirth: 'date of birth',
      age: 'age',
      location: 'from',
      description: 'description',
      photoUrl: 'photo',
      nameOnWebsite: 'name on the website',
      photoConsentDate: 'photo consent',
      showDateOfBirth: 'show date of birth',
      showPhoto: 'show photo',
    },
  },
  coaches: {
    section: 'profiles',
    noun: 'coach',
    plural: 'coaches',
    item: byField('coach', 'name'),
    fields: {
      name: 'name',
      role: 'role',
      dateOfBirth: 'date of birth',
      age: 'age',
      location: 'from',
      description: 'description',
      photoUrl: 'photo',
    },
  },
  events: {
    section: 'fixtures',
    noun: 'event',
    plural: 'events',
    namesTeam: true,
    // 'the game "vs Lae Eagles" of U16 Competitive on Sat 28 Nov 2026'
    item: (row, { teamName, timeZone }) => {
      const kind = EVENT_KIND_LABELS[row.kind as EventKind]?.toLowerCase() ?? 'event';
      const team = teamName ? ` of ${teamName}` : '';
      const day = row.startsAt instanceof Date ? ` on ${formatClubDay(row.startsAt, timeZone)}` : '';
      return { the: `the ${kind} "${text(row.title)}"${team}${day}` };
    },
    fields: {
      teamId: 'team',
      kind: 'kind',
      title: 'title',
      startsAt: 'starts',
      endsAt: 'ends',
      venue: 'venue',
      homeAway: 'home or away',
      scoreFor: 'our score',
      scoreAgainst: 'their score',
      notes: 'notes',
    },
  },
  tours: {
    section: 'tours',
    noun: 'tour',
    plural: 'tours',
    item: byField('tour', 'title'),
    fields: {
      title: 'title',
      destination: 'destination',
      startDate: 'starts',
      endDate: 'ends',
      status: 'status',
      imageUrl: 'cover picture',
      description: 'description',
      itinerary: 'itinerary',
      playerIds: 'players',
      coachIds: 'coaches',
      targetKina: 'fundraising target',
    },
  },
};
