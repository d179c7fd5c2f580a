// What a visitor may see of each table the public site reads (public views are allowlists, ADR 044). Every public
// answer is built by picking the columns named 'public', never by copying a row and leaving secrets out: a column
// added to a table is private until someone classifies it. A content entity's columns are classified in its
// definition (src/shared/entities/<entity>/definition.ts), the site settings' here; adding a column without a class
// fails the typecheck and src/server/services/column-classes.test.ts. The tables no visitor reads are classified in
// src/server/services/column-classes.ts. No table is imported: the portal's previews run this in the browser.
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
  // The club's price, as the fee information already says it: nobody's payment.
  seasonFeeKina: 'public',
  // Staff only: where registration alerts go is nobody else's business.
  alertEmail: 'private',
  updatedAt: 'public',
} as const satisfies ColumnClasses<SiteSettings>;

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
