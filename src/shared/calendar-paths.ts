// Where the calendar feeds live, for the server's routes and the fixtures page's links.

/** /calendar.ics for every team, /calendar/{teamId}.ics for one. */
export const calendarPath = (teamId: string | null) => (teamId ? `/calendar/${teamId}.ics` : '/calendar.ics');

/** The same feed as a webcal: link, which phones and calendar apps open as "subscribe". */
export const webcalUrl = (siteUrl: string, teamId: string | null) =>
  `${siteUrl.replace(/^https?:/, 'webcal:')}${calendarPath(teamId)}`;
