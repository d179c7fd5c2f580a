// The families table: the parent or guardian of one or more players (an adult player is their own family), with
// their private link's token. Its own file because players reference it and the answers tables reference players.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './table-columns';

export const families = pgTable(
  'families',
  {
    id: id(),
    /** The sealed FamilyContacts (src/shared/families.ts): the guardian's name, mobile number and email. */
    private: text('private').notNull(),
    /**
     * Finds the family of a mobile number without opening every row (lookupKey, src/server/sealing/address.ts):
     * siblings registered with one number share one family.
     */
    phoneKey: text('phone_key').notNull(),
    /** The private link's token: 32 random bytes, base64url. A new link replaces it and the old one ends. */
    token: text('token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('families_token_unique').on(t.token), index('families_phone_key_idx').on(t.phoneKey)],
);

export type FamilyRow = typeof families.$inferSelect;
