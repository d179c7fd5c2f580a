// The portal's Followers section and its CSV: what GET /api/admin/followers and its summary answer, and
// the words for a follower's state, the same on screen and in the file.

/** A follower as the portal reads it (times as ISO 8601 text). Never the tokens of their links. */
export type FollowerListItem = {
  id: string;
  email: string;
  news: boolean;
  teams: { id: string; name: string }[];
  confirmedAt: string | null;
  createdAt: string;
};

export type FollowerSummary = {
  /** Confirmed followers of club news. */
  news: number;
  /** Each team with its confirmed followers. */
  teams: { id: string; name: string; followers: number }[];
  /** SMTP_URL is set: without it no email is sent, the confirmation included. */
  mailEnabled: boolean;
};

/** Only a confirmed address gets mail (double opt-in). */
export const followerState = (confirmedAt: unknown) => (confirmedAt ? 'Confirmed' : 'Waiting for confirmation');
