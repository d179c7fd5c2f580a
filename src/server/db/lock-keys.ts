// The advisory lock keys (Database.withLock): one per kind of work that instances sharing a database must not do
// at the same time. Distinct numbers, so no two kinds ever wait for each other.
export const LOCK_KEYS = {
  migrate: 7_310_001,
  firstAccount: 7_310_002,
  settings: 7_310_003,
  // Removing images, and checking that an upload is still there before a row references it (image-life-cycle.ts).
  images: 7_310_004,
} as const;
