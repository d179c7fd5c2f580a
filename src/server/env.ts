// The environment is parsed once at start; the rest of the server reads this object, never process.env.
import { existsSync } from 'node:fs';
import { z } from 'zod/v4';
import { isTimeZone } from '../shared/club-time';
import { DEFAULT_CLUB_TIME_ZONE } from '../shared/constants';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const milliseconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** An AES-256 key: 32 bytes, base64; blank is none. */
const dataKey = () =>
  z
    .string()
    .trim()
    .refine(
      (text) => Buffer.from(text, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /**
   * Which proxies' X-Forwarded-For to believe: empty (none, the default), a hop count ('1'), or addresses and
   * CIDR ranges separated by commas ('127.0.0.1,10.0.0.0/8').
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)?$/, 'must be a hop count or addresses separated by commas')
    .default(''),
  /** A query running longer than this is cancelled and answered 503. */
  DB_STATEMENT_TIMEOUT_MS: milliseconds(5_000),
  /** Waiting longer than this for a free database connection answers 503. */
  DB_CONNECT_TIMEOUT_MS: milliseconds(5_000),
  /** A request whose body has not arrived within this (a 20 MB upload on 3G fits) is answered 408 and closed. */
  REQUEST_TIMEOUT_MS: milliseconds(180_000),
  /**
   * While the database cannot be reached, pages and public lists already rendered keep being served for at most
   * this many minutes (each within its own expiry); 0: not at all, every page answers 503.
   */
  STALE_IF_ERROR_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
  /** On SIGTERM, requests in flight get this long to finish before the server closes anyway. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  /** A session unused for this long ends (sliding). */
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24),
  /** No session lasts longer than this, however often it is used. */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  /** Closed enquiries are deleted this many days after they were closed. */
  INQUIRY_RETENTION_DAYS: z.coerce.number().int().positive().max(36_500).default(365),
  /** Waitlisted and Declined registrations are deleted this many days after their last change. */
  REGISTRATION_RETENTION_DAYS: z.coerce.number().int().positive().max(36_500).default(365),
  /** Entries of the activity log (who changed what) are deleted this many days after they were written. */
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().positive().max(36_500).default(730),
  /**
   * 32 random bytes, base64 (`openssl rand -base64 32`): registrations' contacts and medical notes are encrypted
   * with it (src/server/sealing/sealed.ts). Unset: stored as plain text, until something has been sealed.
   */
  DATA_KEY: dataKey(),
  /** The key before DATA_KEY, while `npm run rotate-key` re-encrypts what it sealed. */
  DATA_KEY_PREVIOUS: dataKey(),
  /** Where every email goes out (smtp://user:pass@host:587 or smtps://...): alerts, families' emails; unset: none. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Who receives the alerts of enquiries and registrations, and what families' emails answer to; unset: the
   * 'Staff alerts email' an Admin sets in Site Settings (never the contact email shown to visitors).
   */
  ALERT_EMAIL: z
    .email('must be an email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The first retry of a failed email waits this long; each further one twice as long, up to an hour. */
  ALERT_RETRY_BASE_MS: milliseconds(60_000),
  /** How often each server looks for emails to send besides right after a change (others' and retries). */
  ALERT_POLL_MS: milliseconds(30_000),
  /** At most this many emails leave a minute, of every kind and from every instance together. */
  MAIL_PER_MINUTE: z.coerce.number().int().positive().max(10_000).default(60),
  /**
   * A followed team's fixture changes wait this long from the first of them, so that several changes make one
   * email per follower.
   */
  FOLLOW_BATCH_MINUTES: z.coerce.number().min(0).max(1_440).default(10),
  /**
   * This many hours before each game, the families with an email who have not said whether their child is coming
   * get one reminder for it.
   */
  AVAILABILITY_REMINDER_HOURS: z.coerce.number().min(1).max(336).default(48),
  /**
   * How often each instance adds the visits it counted to the database; what it holds is also written
   * when it stops. A crash loses at most this long's counts.
   */
  VISIT_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** Where the club plays: fixtures are entered and shown in this time zone (an IANA name). */
  CLUB_TIMEZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'must be a time zone name such as Pacific/Port_Moresby')
    .default(DEFAULT_CLUB_TIME_ZONE),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (`.env.example` must list and explain each: a test checks it). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  throw new Error(`Invalid environment:\n${problems}`);
}

/** For entry points: parse process.env or exit with the list of what is wrong. */
export function loadEnv(): Env {
  // A .env file beside package.json is read when present; real environment variables win over it.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
