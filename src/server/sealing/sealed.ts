// Personal data at rest (docs/architecture.md "Data that needs more care"): families' contacts and medical notes,
// supporters' names and references, followers' addresses. Sealing is no feature's own: registrations, tours, following,
// the public reads and the command line all use it. With DATA_KEY set, each value is encrypted with AES-256-GCM and
// stored as 'sealed:v1:<key id>:<iv>:<tag>:<ciphertext>' (base64url parts); the key id, the first bytes of the key's
// SHA-256, says which key opens it, so a new key can replace the old one while `npm run rotate-key` re-encrypts
// (DATA_KEY_PREVIOUS opens the old values meanwhile). Without DATA_KEY a value is stored as its plain JSON. A database
// copy or a backup alone never holds the plain text of a sealed value; losing the key loses what it sealed.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;

export type DataKeys = { DATA_KEY?: string | undefined; DATA_KEY_PREVIOUS?: string | undefined };

type Key = { id: string; bytes: Buffer };

const toKey = (base64: string): Key => {
  const bytes = Buffer.from(base64, 'base64');
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
};

/** A sealed value whose key is not set: the server cannot read it (and says which key it needs, not the value). */
export class MissingKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`A stored value was encrypted with the data key ${keyId}, which is neither DATA_KEY nor DATA_KEY_PREVIOUS`);
    this.name = 'MissingKeyError';
  }
}

/** The row a sealed value belongs to, as the log names it (never the value). */
export type SealedRow = { table: string; id: string };

/** Where a value that cannot be opened is reported: the app's log. */
export type UnreadableLog = { error(details: object, message: string): void };

/** What staff are shown in place of a text that cannot be opened: a list with one such row still answers. */
export const UNREADABLE = 'Unreadable: sealed with a data key this server does not have';

export type Sealer = {
  /** The id of the key new values are sealed with, or null when values are stored plain. */
  keyId: string | null;
  /** The ids of every key this sealer can open values with (DATA_KEY and DATA_KEY_PREVIOUS). */
  keyIds: string[];
  seal(value: unknown): string;
  open<T>(stored: string): T;
  /**
   * Opens a stored value, or, when it cannot be opened (another key, a damaged value), names its row in the log and
   * answers `fallback`: one unreadable row never fails a whole list.
   */
  openOr<T>(stored: string, row: SealedRow, fallback: T): T;
  /** Whether a stored value is already sealed with the current key (nothing for rotate-key to do). */
  isCurrent(stored: string): boolean;
};

export function createSealer(env: DataKeys, log?: UnreadableLog): Sealer {
  const current = env.DATA_KEY ? toKey(env.DATA_KEY) : null;
  const keys = [current, env.DATA_KEY_PREVIOUS ? toKey(env.DATA_KEY_PREVIOUS) : null].filter((k): k is Key => !!k);

  const seal = (value: unknown): string => {
    const json = JSON.stringify(value);
    if (!current) return json;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
    const ciphertext = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
    return `${PREFIX}${current.id}:${parts.join(':')}`;
  };

  const open = <T>(stored: string): T => {
    if (!stored.startsWith(PREFIX)) return JSON.parse(stored) as T;
    const [keyId, iv, tag, ciphertext] = stored.slice(PREFIX.length).split(':') as [string, string, string, string];
    const key = keys.find((k) => k.id === keyId);
    if (!key) throw new MissingKeyError(keyId);
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const json = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
    return JSON.parse(json.toString('utf8')) as T;
  };

  const isCurrent = (stored: string) =>
    current ? stored.startsWith(`${PREFIX}${current.id}:`) : !stored.startsWith(PREFIX);

  const openOr = <T>(stored: string, row: SealedRow, fallback: T): T => {
    try {
      return open<T>(stored);
    } catch (error) {
      const reason = error instanceof MissingKeyError ? `sealed with the key ${error.keyId}` : 'damaged';
      log?.error({ table: row.table, id: row.id, reason }, 'a sealed value could not be opened');
      return fallback;
    }
  };

  return { keyId: current?.id ?? null, keyIds: keys.map((key) => key.id), seal, open, openOr, isCurrent };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens registrations' contacts and medical notes with DATA_KEY. */
    sealer: Sealer;
  }
}
