// Where the calendar feeds live, for the server's routes and the fixtures page's links.

/** /calendar.ics for every team, /calendar/{teamId}.ics for one. */
export const calendarPath = (teamId: string | null) => (teamId ? `/calendar/${teamId}.ics` : '/calendar.ics');

/** The feed's full address, for a calendar app's "subscribe by URL" (and for copying where webcal: opens nothing). */
export const calendarUrl = (siteUrl: string, teamId: string | null) => `${siteUrl}${calendarPath(teamId)}`;

/** The same feed as a webcal: link, which phones and calendar apps open as "subscribe". */
export const webcalUrl = (siteUrl: string, teamId: string | null) =>
  calendarUrl(siteUrl, teamId).replace(/^https?:/, 'webcal:');
