// Business constants of docs/product.md "Constants and limits", used by both the client and the server.

export const CLUB = {
  // The club's identity lives here only; rename the club by editing these lines.
  name: 'Port Moresby Basketball Club',
  brandWord: 'PMBC',
  tagline: 'Developing champions through basketball excellence, international exposure and character building.',
  footerYear: 2024,
  /** PNG flag red and gold: the "club red" and "club gold" of docs/product.md. */
  red: '#CE1126',
  gold: '#FCD116',
  black: '#111111',
} as const;

/** Team colour values staff pick from; the public page maps them to the club palette. */
export const TEAM_COLORS = { red: 'red', gold: 'gold', dark: 'dark' } as const;

export const NAVBAR_SCROLL_THRESHOLD_PX = 100;
export const LANDING_NEWS_COUNT = 3;
export const LANDING_GALLERY_COUNT = 8;
export const DEFAULT_COUNTS = { about: 3, pathway: 5, international: 3 } as const;

export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** Widths the image pipeline stores for every upload, smallest first; the largest is the canonical URL. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

export const NAME_MIN = 1;
export const MESSAGE_MIN = 10;
export const MESSAGE_ROWS = 4;

export const AGE_GROUPS = [
  { value: 'u10', label: 'U10 (Under 10)' },
  { value: 'u14', label: 'U14 (Under 14)' },
  { value: 'u16', label: 'U16 (Under 16)' },
  { value: 'u19', label: 'U19 (Under 19)' },
  { value: 'senior', label: 'Senior (19+)' },
] as const;
/** 'U14 (Under 14)' for 'u14'; a value no longer offered is shown as stored. */
export const ageGroupLabel = (value: string): string =>
  AGE_GROUPS.find((group) => group.value === value)?.label ?? value;
export const AGE_GROUP_VALUES = AGE_GROUPS.map((g) => g.value) as [
  (typeof AGE_GROUPS)[number]['value'],
  ...(typeof AGE_GROUPS)[number]['value'][],
];

export const ABOUT_ICONS = ['Zap', 'Globe', 'Users', 'Trophy', 'Target', 'Award', 'Heart', 'Star'] as const;
export type AboutIcon = (typeof ABOUT_ICONS)[number];
export const ABOUT_ICON_FALLBACK: AboutIcon = 'Users';
/** Stored colour tokens for about features and pathway steps (Tailwind classes the client knows). */
export const ABOUT_COLORS = ['bg-club-red', 'bg-yellow-500', 'bg-black', 'bg-blue-600', 'bg-green-600'] as const;

export const MERCH_COLLECTIONS = ['Jerseys', 'Training', 'Lifestyle', 'Kids', 'Accessories'] as const;
export type MerchCollection = (typeof MERCH_COLLECTIONS)[number];
export const MERCH_DEFAULT_COLLECTION: MerchCollection = 'Jerseys';
export const CURRENCY_PREFIX = 'PGK';

export const GALLERY_CATEGORY_SUGGESTIONS = ['Action Shots', 'Training', 'Youth Programs', 'Team Photos'] as const;
export const PATHWAY_AGE_EXAMPLES = ['U10', 'U14', 'SNR'] as const;

export const ORDER_DEFAULT = 0;
export const FEATURED_DEFAULT = false;

export const TOAST = { limit: 1, maxWidthPx: 420, durationMs: 5000, hotkey: ['F8'] } as const;
export const TOOLTIP = { delayDuration: 700, skipDelayDuration: 300, sideOffset: 4 } as const;
export const MOBILE_MENU_WIDTH = 64;

/**
 * The portal's sections that are no content entity's, in menu order after the entities' (each entity's definition
 * names its section: ENTITY_SECTIONS): the contact enquiries, season registrations, what families owe and pay, the
 * followers by email, the visitor counts and sponsor reports, the settings, the staff accounts and the activity log. The whole menu is
 * ADMIN_SECTIONS (admin-sections.ts), which the entities' definitions are read for: constants.ts reads none.
 */
export const SITE_SECTIONS = [
  'inquiries',
  'registrations',
  'payments',
  'followers',
  'visitors',
  'sponsor-report',
  'settings',
  'staff',
  'activity',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** The placeholder a social link holds when the club has none; such links are not shown. */
export const SOCIAL_PLACEHOLDER = '#';

/**
 * The stock hero picture's widths (public/images/hero-*.{avif,webp}). Phones get a portrait crop, one width only:
 * behind the hero's dark overlay 480 px looks as sharp as more on any phone, for a third of the bytes.
 */
export const HERO_WIDTHS = { landscape: [640, 1024, 1600], portrait: [480] } as const;
/** Width over height of the portrait crop: about a phone's hero, 360 x 650 px. */
export const HERO_PORTRAIT_ASPECT = 3 / 5;
/** Card thumbnails (gallery, merchandise, profiles) are sent at most this wide: sharp on phones, a third of the bytes. */
export const THUMBNAIL_MAX_WIDTH = 640;

// ---- Safeguarding: what the website publishes of each player ----

/** How a player's name shows publicly: 'full', or 'first-initial' (first name and the last name's initial). */
export const NAME_ON_WEBSITE = ['full', 'first-initial'] as const;
export type NameOnWebsite = (typeof NAME_ON_WEBSITE)[number];
/** A photo is published only while its consent is recorded and younger than this. */
export const PHOTO_CONSENT_VALID_MONTHS = 12;
/** The portal's 'Consent needed' list warns this many days before consent runs out. */
export const PHOTO_CONSENT_WARNING_DAYS = 30;

// ---- Enquiry inbox ----

export const INQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
};

// ---- Writing articles ----

/** Only a published article, or a scheduled one whose time has come, is public. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

// ---- Fixtures and results ----

export const EVENT_KINDS = ['game', 'training', 'tournament'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  game: 'Game',
  training: 'Training',
  tournament: 'Tournament',
};
export const HOME_AWAY = ['home', 'away'] as const;
export type HomeAway = (typeof HOME_AWAY)[number];
export const HOME_AWAY_LABELS: Record<HomeAway, string> = { home: 'Home', away: 'Away' };
/** A score is a whole number of points, at most this (no basketball game comes near it). */
export const MAX_SCORE = 999;
/** A new event ends this many hours after it starts unless staff say otherwise (the portal's form). */
export const DEFAULT_EVENT_HOURS = 2;
/** 'Repeat weekly until' makes at most this many events: a year of weekly training, and no runaway typo. */
export const MAX_WEEKLY_EVENTS = 52;
/** The club's time zone when CLUB_TIMEZONE is not set: fixtures are entered and shown in it. */
export const DEFAULT_CLUB_TIME_ZONE = 'Pacific/Port_Moresby';
