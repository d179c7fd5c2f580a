// A family at rest: its contacts sealed (FamilyContacts), its mobile number's key, its private link's token. The one
// place that opens a family's contacts, finds a family by number, and makes or renews its link.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  type FamilyContacts,
  type FamilyForStaff,
  familyLinkMessage,
  familyPath,
  familyWhatsappLink,
} from '../../shared/families';
import { type FamilyRow, families, players } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { absoluteUrl } from '../public-url';
import { phoneKey } from '../sealing/address';
import { type DataKeys, type Sealer, UNREADABLE } from '../sealing/sealed';

/** 32 random bytes, base64url: unguessable, safe in a URL as it is, and good for nothing but this family's page. */
export const newFamilyToken = (): string => randomBytes(32).toString('base64url');

/** The family page's address, absolute, as WhatsApp and email carry it. */
export const familyLink = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, token: string) => absoluteUrl(env, familyPath(token));

const UNREADABLE_CONTACTS: FamilyContacts = { guardianName: UNREADABLE, phone: UNREADABLE, email: null };

/** A family's contacts, opened; an unreadable row says so in each field rather than failing a whole list. */
export const contactsOf = (sealer: Sealer, family: Pick<FamilyRow, 'id' | 'private'>): FamilyContacts =>
  sealer.openOr<FamilyContacts>(family.private, { table: 'families', id: family.id }, UNREADABLE_CONTACTS);

/** The columns that hold a family's contacts: sealed, and the key that finds its number. */
export const storedContacts = (sealer: Sealer, env: Pick<DataKeys, 'DATA_KEY'>, contacts: FamilyContacts) => ({
  private: sealer.seal(contacts),
  phoneKey: phoneKey(env, contacts.phone),
});

/**
 * The family of a mobile number, or a new one with these contacts: siblings registered with one number share one
 * family (and one page). An existing family keeps its contacts; a blank email is filled from the new ones.
 */
export async function familyForContacts(
  tx: Db,
  sealer: Sealer,
  env: Pick<DataKeys, 'DATA_KEY'>,
  contacts: FamilyContacts,
): Promise<string> {
  const [found] = await tx
    .select()
    .from(families)
    .where(eq(families.phoneKey, phoneKey(env, contacts.phone)))
    .orderBy(families.createdAt)
    .limit(1);
  if (found) {
    const known = contactsOf(sealer, found);
    if (!known.email && contacts.email && known.guardianName !== UNREADABLE) {
      await tx
        .update(families)
        .set(storedContacts(sealer, env, { ...known, email: contacts.email }))
        .where(eq(families.id, found.id));
    }
    return found.id;
  }
  const [created] = await tx
    .insert(families)
    .values({ ...storedContacts(sealer, env, contacts), token: newFamilyToken() })
    .returning({ id: families.id });
  return created!.id;
}

/** The family a token opens, or undefined for a wrong or ended one. */
export async function familyByToken(db: Db, token: string): Promise<FamilyRow | undefined> {
  // A token is 43 base64url characters; anything else is not one, and costs no query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [found] = await db.select().from(families).where(eq(families.token, token));
  return found;
}

/** The players a family answers for, by name, in the order they were added. */
export async function childrenOf(db: Db, familyIds: string[]) {
  if (familyIds.length === 0) return [];
  return db
    .select({ id: players.id, name: players.name, teamId: players.teamId, familyId: players.familyId })
    .from(players)
    .where(inArray(players.familyId, familyIds))
    .orderBy(players.createdAt);
}

/** The family as staff see it: contacts, the private link, and the WhatsApp link with its message typed in. */
export function familyForStaff(
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
  sealer: Sealer,
  family: FamilyRow,
  childNames: string[],
): FamilyForStaff {
  const contacts = contactsOf(sealer, family);
  const link = familyLink(env, family.token);
  return {
    id: family.id,
    ...contacts,
    link,
    whatsappLink: familyWhatsappLink(contacts.phone, familyLinkMessage(contacts.guardianName, childNames, link)),
  };
}
