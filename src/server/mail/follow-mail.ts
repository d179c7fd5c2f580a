// What the email that confirms a follower's address says (issue 22, ADR 048): what was chosen, the link that
// confirms it, and that nothing comes without it. Like every email to a follower it carries the one-click
// unsubscribe headers (RFC 8058) and the link to change the choices.
import { CLUB } from '../../shared/constants';
import type { Env } from '../env';
import type { Follower } from '../follow/address';
import { followLinks, unsubscribeHeaders } from '../follow/links';
import type { MailAddresses } from './addresses';
import { familyMessage } from './family-message';

/** The choices in words: 'Club news', then the teams' names in the club's order. */
export const choiceLines = (follower: Pick<Follower, 'news'>, teamNames: string[]) => [
  ...(follower.news ? ['Club news'] : []),
  ...teamNames.map((name) => `${name}: fixture changes and results`),
];

export function followConfirmation(
  follower: Follower,
  teamNames: string[],
  addresses: MailAddresses,
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
) {
  const links = followLinks(env, follower);
  const message = familyMessage(
    follower.email,
    `Confirm your email for ${CLUB.name}`,
    [
      { lines: ['Hello,'] },
      { lines: [`Someone, we hope you, asked for emails from ${CLUB.name} at this address about:`] },
      { lines: choiceLines(follower, teamNames).map((line) => `- ${line}`) },
      { heading: 'Confirm your address', lines: ['Open this link to start the emails:', links.confirm] },
      {
        lines: [
          'If you did not ask for this, ignore this email: nothing more will be sent.',
          `Change your choices: ${links.manage}`,
        ],
      },
    ],
    addresses,
    null,
  );
  return { ...message, headers: unsubscribeHeaders(env, follower) };
}
