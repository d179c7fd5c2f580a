// Makes each email from its outbox row at the moment it is sent, from the row it is about as it is then. Each
// feature makes its own kinds (its composers, in its folder) and the app hands them all to the sender when it is
// built (mail-composers.ts): the mail module knows no feature. A composer answers null when there is nothing to
// send any more (the enquiry, registration or follower is gone, the family has no address, the decision was changed
// since): the email is dropped.
import type { FastifyInstance } from 'fastify';
import type { SiteSettings } from '../../shared/schema';
import type { MailAddresses } from './addresses';
import type { MailKind } from './kinds';
import type { ClaimedMail } from './outbox';

export type Message = {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  /** A follower's email: RFC 8058 one-click unsubscribe (follow/links.ts). */
  headers?: Record<string, string>;
};

/**
 * What a composer may read: the database, the environment, the sealer and the clock, whom to send to and from, the
 * settings.
 */
export type ComposeContext = {
  app: Pick<FastifyInstance, 'db' | 'env' | 'sealer' | 'now'>;
  addresses: MailAddresses;
  settings: SiteSettings;
};

export type Composer = (mail: ClaimedMail, context: ComposeContext) => Promise<Message | null>;

/**
 * A composer for every kind the outbox knows (kinds.ts): a kind nobody composes fails the typecheck where the
 * features' composers are put together, and a feature's composer for a kind not in the list fails it in the
 * feature (`satisfies Partial<MailComposers>`).
 */
export type MailComposers = Record<MailKind, Composer>;

export function composeMail(
  composers: MailComposers,
  mail: ClaimedMail,
  context: ComposeContext,
): Promise<Message | null> {
  const compose = composers[mail.kind] as Composer | undefined;
  // Only known kinds are claimed (outbox.ts): a row of another kind fails its try rather than going unnoticed.
  if (!compose) throw new Error(`No composer makes emails of kind '${mail.kind}'`);
  return compose(mail, context);
}
