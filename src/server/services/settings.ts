// The site has exactly one settings row; it is created on first start with placeholders staff then edit.
import { asc } from 'drizzle-orm';
import { PLACEHOLDER_CONTACT } from '../../shared/fallback';
import { pickPublic, SETTINGS_COLUMNS } from '../../shared/public-columns';
import { type SiteSettings, siteSettings } from '../../shared/schema';
import type { Database, Db } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { notFound } from '../errors';
import { type Edit, nextVersion, refusal, versionedRow } from './edit-version';

export const DEFAULT_SETTINGS = {
  contactAddress: 'Port Moresby\nNational Capital District\nPapua New Guinea',
  contactPhone: PLACEHOLDER_CONTACT.phone,
  contactEmail: PLACEHOLDER_CONTACT.email,
  socialFacebook: null,
  socialInstagram: null,
  socialYoutube: null,
  whatsappNumber: null,
  registrationOpen: false,
  season: '',
  feeInformation: '',
  codeOfConduct: '',
  supportBankAccount: '',
  supportMobileMoney: '',
  supportCash: '',
  supportSwift: '',
  supportBankAddress: '',
  seasonCutoffDate: null,
  seasonFeeKina: null,
} as const;

export async function ensureSettings(database: Database): Promise<void> {
  // Under a lock so two instances starting together create one row, not two.
  await database.withLock(LOCK_KEYS.settings, async (db) => {
    const [existing] = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
    if (!existing) await db.insert(siteSettings).values(DEFAULT_SETTINGS);
  });
}

export async function getSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).orderBy(asc(siteSettings.id)).limit(1);
  if (!row) throw notFound('Settings not found');
  return row;
}

/** The settings a visitor may read (GET /api/settings, the pages): the public columns, picked by name. */
export async function getPublicSettings(db: Db) {
  return pickPublic(SETTINGS_COLUMNS, await getSettings(db));
}

/** Writes the settings at the version the edit names, as every content update does (ADR 045). */
export async function updateSettings(
  db: Db,
  id: string,
  values: Partial<SiteSettings>,
  edit: Edit,
): Promise<SiteSettings> {
  const [row] = await db
    .update(siteSettings)
    .set({ ...values, updatedAt: nextVersion(siteSettings, edit.now) })
    .where(versionedRow(siteSettings, id, edit.version))
    .returning();
  if (!row) throw await refusal(db, siteSettings, id, edit, () => notFound('Settings ID not found'));
  return row;
}
