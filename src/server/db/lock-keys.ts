// The advisory lock keys (Database.withLock): one per kind of work that instances sharing a database must not do
// at the same time. Distinct numbers, so no two kinds ever wait for each other.
export const LOCK_KEYS = {
  migrate: 7_310_001,
  firstAccount: 7_310_002,
  settings: 7_310_003,
  // Removing images, and checking that an upload is still there before a row references it (image-life-cycle.ts).
  images: 7_310_004,
  // Claiming emails from the outbox, so that instances claiming at once count the same emails a minute.
  mailClaim: 7_310_005,
  // Gathering followed fixtures' changes into one email per follower (follow/fixture-batches.ts).
  followBatch: 7_310_006,
  // Confirming imported bank statements, so that two confirms at once never record one line twice (payments/statements.ts).
  statementConfirm: 7_310_007,
} as const;
