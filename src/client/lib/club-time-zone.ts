// The club's time zone (CLUB_TIMEZONE) in the portal. The server writes it into the portal's shell as an attribute,
// so fixtures are entered and shown in club time with no extra request; entry-portal.tsx reads it before the app
// replaces the shell and provides it to every screen.
import { createContext, useContext } from 'react';
import { type ClubClock, clubToday, isTimeZone } from '../../shared/club-time';
import { DEFAULT_CLUB_TIME_ZONE } from '../../shared/constants';

/** The shell's attribute that carries the zone (src/client/entry-server.tsx writes it). */
export const CLUB_TIME_ZONE_ATTRIBUTE = 'data-club-time-zone';

/** The zone the server rendered into `root`; the default when it is missing or not a zone Intl knows. */
export function readClubTimeZone(root: ParentNode): string {
  const zone = root.querySelector(`[${CLUB_TIME_ZONE_ATTRIBUTE}]`)?.getAttribute(CLUB_TIME_ZONE_ATTRIBUTE)?.trim();
  return zone && isTimeZone(zone) ? zone : DEFAULT_CLUB_TIME_ZONE;
}

export const ClubTimeZoneContext = createContext<string>(DEFAULT_CLUB_TIME_ZONE);

export const useClubTimeZone = (): string => useContext(ClubTimeZoneContext);

/** The portal's clock (ADR 058): the device's time, read in the club's zone the server wrote into the shell. */
export const deviceClock = (timeZone: string): ClubClock => ({ now: () => new Date(), timeZone });

/** The club's calendar day on the device's clock, for a portal screen. */
export const useClubToday = (): string => clubToday(new Date(), useClubTimeZone());
