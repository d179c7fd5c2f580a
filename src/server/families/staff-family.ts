// A player's family as staff manage it: read it, set its contacts (joining the family of the same mobile number, as
// siblings do), give it a new link when a phone is lost, and email it its link. Who may is the route's check.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FamilyContacts, FamilyForStaff } from '../../shared/families';
import { families, players } from '../../shared/schema';
import type { Db } from '../db/client';
import { AppError, notFound } from '../errors';
import { withQueuedEmail } from '../mail/queue';
import { phoneKey } from '../sealing/address';
import { childrenOf, contactsOf, familyForContacts, familyForStaff, newFamilyToken, storedContacts } from './family';

type App = Pick<FastifyInstance, 'db' | 'env' | 'sealer' | 'mailSender' | 'now'>;

export const NO_FAMILY = 'This player has no family yet';
export const NO_FAMILY_EMAIL = 'This family has no email address: add one, or send the link on WhatsApp';
export const MAIL_OFF = 'Email is not set up on this site: send the link on WhatsApp instead';

export const playerNotFound = () => notFound('Player not found');

export type PlayerOfFamily = { id: string; name: string; teamId: string | null; familyId: string | null };

/** The player whose family is asked about, with their team (a Coach's check) and family. */
export async function playerForFamily(db: Db, id: string): Promise<PlayerOfFamily> {
  const [player] = await db
    .select({ id: players.id, name: players.name, teamId: players.teamId, familyId: players.familyId })
    .from(players)
    .where(eq(players.id, id));
  if (!player) throw playerNotFound();
  return player;
}

/** The family as staff see it, its WhatsApp message naming every child of it. */
async function staffView(app: App, db: Db, familyId: string): Promise<FamilyForStaff> {
  const [family] = await db.select().from(families).where(eq(families.id, familyId));
  if (!family) throw notFound(NO_FAMILY);
  const children = await childrenOf(db, [family.id]);
  return familyForStaff(
    app.env,
    app.sealer,
    family,
    children.map((child) => child.name),
  );
}

/** The player's family; 404 when they have none. */
export function familyOfPlayer(app: App, player: PlayerOfFamily): Promise<FamilyForStaff> {
  if (!player.familyId) throw notFound(NO_FAMILY);
  return staffView(app, app.db, player.familyId);
}

/**
 * Sets the contacts of the player's family. A player without one joins the family of this mobile number (a
 * sibling's) or gets a new one; a player whose family has another number moves to the family of that number when
 * there is one (a family left with no player goes), else their family's contacts change.
 */
export async function setFamilyContacts(
  app: App,
  player: PlayerOfFamily,
  contacts: FamilyContacts,
): Promise<FamilyForStaff> {
  return app.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ familyId: players.familyId })
      .from(players)
      .where(eq(players.id, player.id))
      .for('update');
    if (!current) throw playerNotFound();
    const own = current.familyId;
    let familyId: string;
    if (!own) {
      familyId = await familyForContacts(tx, app.sealer, app.env, contacts);
    } else {
      const [other] = await tx
        .select({ id: families.id })
        .from(families)
        .where(and(eq(families.phoneKey, phoneKey(app.env, contacts.phone)), ne(families.id, own)))
        .orderBy(families.createdAt)
        .limit(1);
      if (other) {
        familyId = other.id;
      } else {
        familyId = own;
        await tx
          .update(families)
          .set({ ...storedContacts(app.sealer, app.env, contacts), updatedAt: app.now() })
          .where(eq(families.id, own));
      }
    }
    if (familyId !== own) {
      await tx.update(players).set({ familyId }).where(eq(players.id, player.id));
      if (own) await forgetIfEmpty(tx, own);
    }
    return staffView(app, tx, familyId);
  });
}

/** A family no player answers for any more holds contacts of no one: it goes, with its link. */
async function forgetIfEmpty(tx: Db, familyId: string): Promise<void> {
  const [left] = await tx.select({ id: players.id }).from(players).where(eq(players.familyId, familyId)).limit(1);
  if (!left) await tx.delete(families).where(eq(families.id, familyId));
}

/** A new private link for the player's family: the old one stops opening the page at once (a lost phone). */
export async function renewFamilyLink(app: App, player: PlayerOfFamily): Promise<FamilyForStaff> {
  if (!player.familyId) throw notFound(NO_FAMILY);
  const [renewed] = await app.db
    .update(families)
    .set({ token: newFamilyToken(), updatedAt: app.now() })
    .where(eq(families.id, player.familyId))
    .returning({ id: families.id });
  if (!renewed) throw notFound(NO_FAMILY);
  return staffView(app, app.db, renewed.id);
}

/** Queues the email with the family's link (family-composers.ts); 409 without an address or with email off. */
export async function emailFamilyLink(app: App, player: PlayerOfFamily): Promise<void> {
  if (!player.familyId) throw notFound(NO_FAMILY);
  const familyId = player.familyId;
  const [family] = await app.db.select().from(families).where(eq(families.id, familyId));
  if (!family) throw notFound(NO_FAMILY);
  if (!contactsOf(app.sealer, family).email) throw new AppError(409, NO_FAMILY_EMAIL);
  if (!app.mailSender.enabled) throw new AppError(409, MAIL_OFF);
  await withQueuedEmail(app, (_tx, queue) => queue({ kind: 'family-link', familyId }));
}
