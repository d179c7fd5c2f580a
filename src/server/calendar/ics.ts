// iCalendar (RFC 5545) feeds of the club's fixtures: parents subscribe once on their phones, and their calendar
// app fetches the feed again to pick up changes. Each event keeps its UID, so a moved game moves in the calendar.
import { EVENT_KIND_LABELS, HOME_AWAY_LABELS } from '../../shared/constants';
import { resultOf } from '../../shared/results';
import { eventHeadline } from '../../shared/schedule';
import type { ClubEvent, Team } from '../../shared/schema';

export type CalendarFeed = {
  /** The calendar's name in the subscriber's app. */
  name: string;
  events: ClubEvent[];
  teams: Team[];
  /** For UIDs (stable across feeds: the same event has one UID in the club's and its team's feed) and links. */
  siteUrl: string;
  /** DTSTAMP: when this copy of the feed was made. */
  now: Date;
};

const CRLF = '\r\n';
/** RFC 5545 3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** 20261128T083000Z */
export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character; each follow-on starts with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 'U16 Boys: vs Lae Eagles (Home)', with the result once there is one: 'U16 Boys: vs Lae Eagles (Home) W 72-64'. */
export function eventSummary(event: ClubEvent, teamName: string | undefined): string {
  const where = event.homeAway ? ` (${HOME_AWAY_LABELS[event.homeAway]})` : '';
  const result = resultOf(event);
  const score = result ? ` ${result.mark} ${event.scoreFor}-${event.scoreAgainst}` : '';
  return `${teamName ? `${teamName}: ` : ''}${eventHeadline(event)}${where}${score}`;
}

function vevent(event: ClubEvent, teams: Map<string, Team>, feed: CalendarFeed): string[] {
  const team = teams.get(event.teamId);
  const host = new URL(feed.siteUrl).host;
  const description = [EVENT_KIND_LABELS[event.kind], team?.name, event.notes].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(feed.now)}`,
    `DTSTART:${utcStamp(new Date(event.startsAt))}`,
    `DTEND:${utcStamp(new Date(event.endsAt))}`,
    `SUMMARY:${escapeText(eventSummary(event, team?.name))}`,
    `LOCATION:${escapeText(event.venue)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${feed.siteUrl}/fixtures?team=${event.teamId}`,
    'END:VEVENT',
  ];
}

export function buildCalendar(feed: CalendarFeed): string {
  const teams = new Map(feed.teams.map((team) => [team.id, team]));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${new URL(feed.siteUrl).host}//Fixtures//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    // How often subscribers' apps should look for changes (RFC 7986, and the older name Apple and Google read).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...feed.events.flatMap((event) => vevent(event, teams, feed)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
