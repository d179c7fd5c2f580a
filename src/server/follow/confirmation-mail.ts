// What the email that confirms a follower's address says (ADR 048): what was chosen, the link that
// confirms it, and that nothing comes without it. Like every email to a follower it carries the one-click
// unsubscribe headers (RFC 8058) and the link to change the choices.
import { CLUB } from '../../shared/constants';
import type { Env } from '../env';
import type { MailAddresses } from '../mail/addresses';
import { familyMessage } from '../mail/family-message';
import type { Follower } from './address';
import { followLinks, unsubscribeHeaders } from './links';

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
  // An address that already follows is asked about its new choices: until the link is opened nothing changes.
  const change = follower.confirmedAt !== null;
  const message = familyMessage(
    follower.email,
    change ? `Confirm your new choices for ${CLUB.name}` : `Confirm your email for ${CLUB.name}`,
    [
      { lines: ['Hello,'] },
      {
        lines: [
          change
            ? `Someone, we hope you, asked to change the emails from ${CLUB.name} to this address. The new choices:`
            : `Someone, we hope you, asked for emails from ${CLUB.name} at this address about:`,
        ],
      },
      { lines: choiceLines(follower, teamNames).map((line) => `- ${line}`) },
      // Links (in the HTML, the address is the link), so that a mail app need not guess them from the text.
      change
        ? {
            heading: 'Confirm the change',
            lines: [],
            link: { label: 'Open this link to receive these emails', url: links.confirm },
          }
        : {
            heading: 'Confirm your address',
            lines: [],
            link: { label: 'Open this link to start the emails', url: links.confirm },
          },
      {
        lines: [
          change
            ? 'If you did not ask for this, ignore this email: your emails stay as they are.'
            : 'If you did not ask for this, ignore this email: nothing more will be sent.',
        ],
        link: { label: 'Change your choices', url: links.manage },
      },
    ],
    addresses,
    null,
  );
  return { ...message, headers: unsubscribeHeaders(env, follower) };
}
