// What the one mail outbox (table mail_outbox) sends. Each row names its kind and the row it is about; the message
// is made when it is sent (compose.ts), so the outbox copies no address or content.

export const MAIL_KINDS = [
  /** To staff: a visitor's enquiry (the row's inquiryId). */
  'enquiry-alert',
  /** To staff: a new registration (registrationId); never its contacts or medical notes. */
  'registration-alert',
  /** To the family's email: the reference, what happens next and the fee information. */
  'registration-confirmation',
  /** To the family's email: their registration is Waitlisted or Declined, with staff's `message`. */
  'registration-decision',
  /** To a new follower (followerId): the link that confirms the address; nothing else goes before it. */
  'follow-confirmation',
  /** To a confirmed news follower (followerId): an article that became public (`payload`: follow/follower-mail.ts). */
  'follow-news',
  /** To a confirmed team follower (followerId): their teams' fixture changes of one batch (`payload`). */
  'follow-changes',
  /** To a family's email (familyId): their private page's link, which staff chose to email them. */
  'family-link',
  /** To a family's email (familyId): their children in a team have not said whether they are coming (`payload`). */
  'availability-reminder',
  /** To a family's email (familyId): the receipt of a payment recorded (`payload`: { paymentId }). */
  'payment-receipt',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Go to the staff address (ALERT_EMAIL, else the Admin's staff alerts email): they wait while there is none. */
export const STAFF_KINDS: readonly MailKind[] = ['enquiry-alert', 'registration-alert'];
/** Go to a family: they need only an address to send from. */
export const FAMILY_KINDS: readonly MailKind[] = [
  'registration-confirmation',
  'registration-decision',
  'follow-confirmation',
  'family-link',
  'availability-reminder',
  'payment-receipt',
];
/** Go to a follower: like families' emails, they need only an address to send from. */
export const FOLLOWER_KINDS: readonly MailKind[] = ['follow-news', 'follow-changes'];
/**
 * Sent because a visitor's form asked, to an address they typed: at most half of MAIL_PER_MINUTE (outbox.ts), so
 * that a flood of forms never holds up staff alerts.
 */
export const VISITOR_KINDS: readonly MailKind[] = ['registration-confirmation', 'follow-confirmation'];
