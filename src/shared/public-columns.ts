// What a visitor may see of each table the public site reads (docs/architecture.md: public views are allowlists). Every
// public answer is built by picking the columns named 'public' here, never by copying a row and leaving secrets out: a
// column added to a table is private until someone classifies it. Adding a column without listing it here fails
// the typecheck and src/server/services/column-classes.test.ts; the tables no visitor reads are classified in
// src/server/services/column-classes.ts. No table is imported: the portal's previews run this in the browser.
import type { EntityKey, EntityRows } from './entities';
import type { SiteSettings } from './schema';

/**
 * - 'public': in every public answer (its value may be shown as chosen: a player's name as 'Kila M.');
 * - 'when-allowed': public only when the row's own choices allow it, as its view decides (a player's date of birth
 *   and photo, ADR 027); absent otherwise;
 * - 'private': staff only.
 */
export type ColumnClass = 'public' | 'when-allowed' | 'private';

/** A class for every column of a row, and no other key. */
export type ColumnClasses<Row> = { readonly [Column in keyof Row]-?: ColumnClass };

/** The columns of a classification that are always public. */
export type PublicColumn<Classes> = {
  [Column in keyof Classes]: Classes[Column] extends 'public' ? Column : never;
}[keyof Classes];

// `updatedAt` is public: when an item was last saved tells a visitor nothing private, and the portal sends back the
// one it read from the public list when it saves (ADR 045).
export const CONTENT_COLUMNS = {
  about: {
    id: 'public',
    icon: 'public',
    title: 'public',
    description: 'public',
    color: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  clubManagement: {
    id: 'public',
    name: 'public',
    role: 'public',
    photoUrl: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  teams: {
    id: 'public',
    name: 'public',
    ageGroup: 'public',
    description: 'public',
    features: 'public',
    color: 'public',
    imageUrl: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  pathway: {
    id: 'public',
    age: 'public',
    title: 'public',
    description: 'public',
    color: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  international: {
    id: 'public',
    title: 'public',
    description: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  news: {
    id: 'public',
    title: 'public',
    slug: 'public',
    excerpt: 'public',
    content: 'public',
    publishDate: 'public',
    imageUrl: 'public',
    featured: 'public',
    // Draft, scheduled or published (ADR 047): the public lists hold only the articles public now
    // (src/shared/articles.ts), so what is left of the status is the staff's.
    status: 'private',
    tourId: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  gallery: {
    id: 'public',
    title: 'public',
    description: 'public',
    imageUrl: 'public',
    category: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  sponsors: {
    id: 'public',
    name: 'public',
    description: 'public',
    logoUrl: 'public',
    websiteUrl: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  merchandise: {
    id: 'public',
    collection: 'public',
    name: 'public',
    description: 'public',
    price: 'public',
    imageUrl: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  // A child's details (ADR 027): the publishing choices themselves are staff's.
  players: {
    id: 'public',
    name: 'public',
    age: 'public',
    dateOfBirth: 'when-allowed',
    location: 'public',
    position: 'public',
    teamId: 'public',
    jerseyNumber: 'public',
    description: 'public',
    photoUrl: 'when-allowed',
    nameOnWebsite: 'private',
    showDateOfBirth: 'private',
    showPhoto: 'private',
    photoConsentDate: 'private',
    createdAt: 'public',
    updatedAt: 'public',
  },
  // Adults who agreed to their profile: the public profile cards show all of it.
  coaches: {
    id: 'public',
    name: 'public',
    age: 'public',
    dateOfBirth: 'public',
    location: 'public',
    role: 'public',
    description: 'public',
    photoUrl: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  // The notes are the fixtures page's and the calendar feed's ('Bring white singlets').
  events: {
    id: 'public',
    teamId: 'public',
    kind: 'public',
    title: 'public',
    startsAt: 'public',
    endsAt: 'public',
    venue: 'public',
    homeAway: 'public',
    scoreFor: 'public',
    scoreAgainst: 'public',
    notes: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  // The squad is ids of profiles, each shown by its own publishing choices; the money raised is not a column
  // (it is summed from the contributions, whose supporters' choices decide what is shown).
  tours: {
    id: 'public',
    title: 'public',
    slug: 'public',
    destination: 'public',
    startDate: 'public',
    endDate: 'public',
    status: 'public',
    imageUrl: 'public',
    description: 'public',
    itinerary: 'public',
    playerIds: 'public',
    coachIds: 'public',
    targetKina: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
} as const satisfies { [Key in EntityKey]: ColumnClasses<EntityRows[Key]> };

/**
 * GET /api/settings: the contact page, the footer, the registration form and its confirmation read all of it; the
 * portal's settings form saves to PUT /api/admin/settings/{id}. A staff-only setting would be 'private'.
 */
export const SETTINGS_COLUMNS = {
  id: 'public',
  contactAddress: 'public',
  contactPhone: 'public',
  contactEmail: 'public',
  socialFacebook: 'public',
  socialInstagram: 'public',
  socialYoutube: 'public',
  whatsappNumber: 'public',
  registrationOpen: 'public',
  season: 'public',
  feeInformation: 'public',
  codeOfConduct: 'public',
  // How to support a tour: the club's own payment details, on every tour's page.
  supportBankAccount: 'public',
  supportMobileMoney: 'public',
  supportCash: 'public',
  supportSwift: 'public',
  supportBankAddress: 'public',
  // Registrations count ages on this day: the form's team suggestion says so.
  seasonCutoffDate: 'public',
  // Staff only: where registration alerts go is nobody else's business.
  alertEmail: 'private',
  updatedAt: 'public',
} as const satisfies ColumnClasses<SiteSettings>;

/** A content entity's row as every visitor may see it (a player's allowed fields come on top: PublicPlayer). */
export type PublicRow<Key extends EntityKey> = Pick<
  EntityRows[Key],
  PublicColumn<(typeof CONTENT_COLUMNS)[Key]> & keyof EntityRows[Key]
>;

/** The columns of a classification in `kind`, in the table's order. */
export const columnsIn = (classes: Record<string, ColumnClass>, ...kinds: ColumnClass[]): string[] =>
  Object.keys(classes).filter((column) => kinds.includes(classes[column]!));

/** The always-public columns of `row`, picked by name: a column not classified 'public' is never copied. */
export function pickPublic<Row, Classes extends ColumnClasses<Row>>(
  classes: Classes,
  row: Row,
): Pick<Row, PublicColumn<Classes> & keyof Row> {
  const picked: Partial<Row> = {};
  for (const column of columnsIn(classes, 'public') as (keyof Row)[]) picked[column] = row[column];
  return picked as Pick<Row, PublicColumn<Classes> & keyof Row>;
}
