// The activity log's sentences (ADR 043), in plain words and the person's name first: 'Mary added the
// news article "Tour to Cairns"'. Pure functions: the routes say what happened, these say it. A sentence names
// items and the fields changed, never a value of a password, a medical note or a contact.

/** 'a', 'a and b', 'a, b and c'. */
export function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** How a sentence names an item: 'the news article "Tour to Cairns"'; after 'of', perhaps shorter ('Kila M.'). */
export type ItemWords = { the: string; of?: string };

/** 'the news article "Tour to Cairns"'; a quote inside the name stays as typed. */
export const quotedItem = (noun: string, name: string): ItemWords => ({ the: `the ${noun} "${name}"` });

/** A player, a child: first name and last initial only, 'the player Kila M.', and 'of Kila M.'. */
export const childItem = (noun: string, shortName: string): ItemWords => ({
  the: `the ${noun} ${shortName}`,
  of: shortName,
});

export const added = (who: string, item: ItemWords) => `${who} added ${item.the}`;

/** Several items made at once (an event repeated weekly). */
export const addedRepeats = (who: string, item: ItemWords, count: number) =>
  `${who} added ${item.the}, repeated weekly (${count} in all)`;

/** Only the fields whose values changed; saved unchanged, it says so. */
export const changed = (who: string, fields: readonly string[], item: ItemWords) =>
  fields.length === 0
    ? `${who} saved ${item.the} without changes`
    : `${who} changed the ${listInWords(fields)} of ${item.of ?? item.the}`;

export const deleted = (who: string, item: ItemWords) => `${who} deleted ${item.the}`;

/** An undone delete. */
export const broughtBack = (who: string, item: ItemWords) => `${who} brought back ${item.the}`;

export const reordered = (who: string, plural: string) => `${who} reordered the ${plural}`;

/** A game's result: our team, our score-their score, the opponent. */
export type ResultWords = { team: string; scoreFor: number; scoreAgainst: number; opponent: string };

/** 'John entered the result U16 Competitive 54-48 Lae Eagles' (there was none), or 'changed' (there was one). */
export const result = (who: string, entered: boolean, r: ResultWords) =>
  `${who} ${entered ? 'entered' : 'changed'} the result ${r.team} ${r.scoreFor}-${r.scoreAgainst} ${r.opponent}`;

/** Both scores taken away again. */
export const resultRemoved = (who: string, item: ItemWords) => `${who} removed the result of ${item.the}`;

/** 'vs Lae Eagles' -> 'Lae Eagles': a game's title names the opponent as the club says it. */
export const opponentOf = (title: string) => title.replace(/^\s*(vs\.?|v\.?|versus|at|@)\s+/i, '').trim();

/** 'Mary marked the registration R-2027-0042 as Accepted', with any other fields changed after it. */
export function marked(who: string, item: ItemWords, status: string, otherFields: readonly string[]): string {
  const also = otherFields.length ? ` and changed its ${listInWords(otherFields)}` : '';
  return `${who} marked ${item.the} as ${status}${also}`;
}

export const opened = (who: string, item: ItemWords) => `${who} opened ${item.the}`;

/**
 * An article saved as a draft, scheduled or published (ADR 047), with any other fields changed after it:
 * 'Mary scheduled the news article "Tour to Cairns" for Mon 30 Nov 2026, 7:00 am and changed its title'.
 */
export function articleStatus(
  who: string,
  item: ItemWords,
  status: { draft: true } | { scheduledFor: string } | { published: true },
  otherFields: readonly string[],
): string {
  const also = otherFields.length ? ` and changed its ${listInWords(otherFields)}` : '';
  if ('draft' in status) return `${who} saved ${item.the} as a draft${also}`;
  if ('scheduledFor' in status) return `${who} scheduled ${item.the} for ${status.scheduledFor}${also}`;
  return `${who} published ${item.the}${also}`;
}

// ---- Staff accounts ----

/** 'Admin', 'Editor', or 'Coach of U14 Development and U16 Competitive'. */
export const roleInWords = (role: string, teams: readonly string[]) =>
  teams.length ? `${role} of ${listInWords(teams)}` : role;

export const staffItem = (username: string): ItemWords => quotedItem('staff account', username);

export const addedAccount = (who: string, username: string, role: string) =>
  `${who} added ${staffItem(username).the} as ${role}`;

export const changedRole = (who: string, username: string, role: string) =>
  `${who} made ${staffItem(username).the} ${role}`;

export const resetPassword = (who: string, username: string) =>
  `${who} set a temporary password for ${staffItem(username).the}`;

export const removedAccount = (who: string, username: string) => `${who} removed ${staffItem(username).the}`;

export const changedOwnPassword = (who: string) => `${who} changed their own password`;

// ---- Followers ----

/** A follower is never named: their address is the only name they have, and contacts stay out of the log. */
export const removedFollower = (who: string) => `${who} removed a follower`;

// ---- Families ----

/**
 * A family acting on their own page, by the guardian's first name: 'Mary (family)'. They have no account, so the
 * log names them so that no one reads them as staff.
 */
export const familyActor = (guardianFirstName: string) => `${guardianFirstName} (family)`;

/** 'Mary (family) renewed photo consent for Kila M.' or 'withdrew': what the family page's buttons do. */
export const photoConsent = (who: string, renewed: boolean, child: ItemWords) =>
  `${who} ${renewed ? 'renewed' : 'withdrew'} photo consent for ${child.of ?? child.the}`;

// ---- Field changes ----

/** Comparable form of a stored value: a Date as its instant, arrays and objects as JSON. */
const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : value;

/**
 * The labels of the fields whose values differ between the row before and after a change, in the order the labels
 * are declared (the form's order). Fields without a label (ids, slugs, timestamps) are not the staff's to change.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  labels: Readonly<Record<string, string>>,
): string[] {
  const fields: string[] = [];
  for (const [key, label] of Object.entries(labels)) {
    const was = comparable(before[key] ?? null);
    const is = comparable(after[key] ?? null);
    if (was !== is && !fields.includes(label)) fields.push(label);
  }
  return fields;
}
