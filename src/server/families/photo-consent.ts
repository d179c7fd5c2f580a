// A family renewing or withdrawing photo consent for their child on their page. Renewing records the club's today
// as the consent day (PHOTO_CONSENT_MONTHS from it) and lets the photo show; withdrawing clears the consent and
// hides the photo. The public players' list and pages change with it: the route's write clears the response cache
// on every instance (cache/write-scope.ts, FAMILY_CONSENT_ROUTES). The activity log names who did it.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { type FamilyChild, firstNameOf } from '../../shared/families';
import { shortName } from '../../shared/publishing';
import { type FamilyRow, players } from '../../shared/schema';
import { recordActivityBy } from '../activity/record';
import { childItem, familyActor, photoConsent } from '../activity/sentences';
import { UNREADABLE } from '../sealing/sealed';
import { nextVersion } from '../services/edit-version';
import { contactsOf } from './family';
import { childNotFound, familyPageOf } from './family-page';

export const PHOTO_CONSENT_CHOICES = ['renew', 'withdraw'] as const;

/** PUT /api/family/{token}/consent, and the page's plain form. */
export const photoConsentSchema = z.object({
  playerId: z.uuid({ message: 'Not the id of a player' }),
  photos: z.enum(PHOTO_CONSENT_CHOICES, { message: 'Choose renew or withdraw' }),
});

export type PhotoConsentChoice = z.output<typeof photoConsentSchema>;

/** How the log names the family: the guardian's first name, or plainly a family when it cannot be read. */
function actorOf(app: FastifyInstance, family: FamilyRow): string {
  const { guardianName } = contactsOf(app.sealer, family);
  return guardianName === UNREADABLE ? 'A family' : familyActor(firstNameOf(guardianName));
}

/** Renews or withdraws the child's photo consent, with its activity entry in the same transaction. */
export async function changePhotoConsent(
  app: FastifyInstance,
  family: FamilyRow,
  choice: PhotoConsentChoice,
): Promise<FamilyChild> {
  const renew = choice.photos === 'renew';
  const who = actorOf(app, family);
  await app.db.transaction(async (tx) => {
    const [child] = await tx
      .update(players)
      .set({
        photoConsentDate: renew ? app.today() : null,
        showPhoto: renew,
        // A staff form opened before this is then refused as stale (ADR 045) rather than saving the old consent.
        updatedAt: nextVersion(players, app.now()),
      })
      .where(and(eq(players.id, choice.playerId), eq(players.familyId, family.id)))
      .returning({ id: players.id, name: players.name });
    if (!child) throw childNotFound();
    const sentence = photoConsent(who, renew, childItem('player', shortName(child.name)));
    await recordActivityBy(
      app,
      { userId: null, userName: who },
      { section: 'profiles', itemKind: 'players', itemId: child.id, sentence },
      tx,
    );
  });
  const page = await familyPageOf(app, family);
  return page.children.find((child) => child.playerId === choice.playerId)!;
}
