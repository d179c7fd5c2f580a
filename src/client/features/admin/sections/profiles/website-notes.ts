// What a player's public card leaves out or changes, in the portal's words (ADR 027).
import { dateOfBirthIsPublic, nameAsShown, photoHiddenReason } from '../../../../../shared/publishing';
import type { Player } from '../../../../../shared/schema';

export function websiteNotes(player: Player, today: string): string[] {
  const notes: string[] = [];
  const shown = nameAsShown(player);
  if (shown !== player.name) notes.push(`Name shown as ${shown}`);
  if (!dateOfBirthIsPublic(player) && player.dateOfBirth) notes.push('Date of birth hidden');
  const photo = photoHiddenReason(player, today);
  if (photo) notes.push(photo);
  return notes;
}
