// An email to a family or a follower: plain text, and the same words as light HTML (readable on a phone, nothing
// to load but a news article's own picture), since many mail apps show the HTML part first.
import { CLUB } from '../../shared/constants';
import { PLACEHOLDER_CONTACT } from '../../shared/fallback';
import type { SiteSettings } from '../../shared/schema';
import { escapeHtml } from '../escape-html';
import { familyFrom, type MailAddresses } from './addresses';

/**
 * A paragraph, with an optional heading; each line keeps its own line. A link is a last line ('Read it:
 * https://…' in the text; in the HTML the same, the address a link); a picture (an absolute URL) shows in the HTML
 * only.
 */
export type Block = {
  heading?: string;
  lines: string[];
  link?: { label: string; url: string };
  picture?: { url: string; alt: string };
};

/** Free text as typed (staff's message, the fee information): one line per line, blank lines dropped. */
export const linesOf = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '');

function toHtml(subject: string, blocks: Block[]): string {
  const body = blocks
    .map(({ heading, lines, link, picture }) =>
      [
        heading ? `<h2 style="font-size:18px;margin:20px 0 4px">${escapeHtml(heading)}</h2>` : '',
        picture
          ? `<p style="margin:0 0 12px"><img src="${escapeHtml(picture.url)}" alt="${escapeHtml(picture.alt)}" style="max-width:100%;height:auto"></p>`
          : '',
        lines.length > 0 ? `<p style="margin:0 0 12px">${lines.map(escapeHtml).join('<br>')}</p>` : '',
        // The label, then the address itself as the link: readable (and copyable) where links are not followed.
        link
          ? `<p style="margin:0 0 12px">${escapeHtml(link.label)}: <a href="${escapeHtml(link.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(link.url)}</a></p>`
          : '',
      ].join(''),
    )
    .join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    body,
    '</body></html>',
  ].join('\n');
}

/**
 * A name as the family's emails may show it: only when it reads as a name (letters of any script, spaces, hyphens,
 * apostrophes, a dot ending an initial), else null. Anyone can type anyone's address in the form, so a 'name' such
 * as 'verify your account at evil.example/login' must not reach that inbox as something to click: mail apps turn
 * text that looks like a web or email address into a link whatever the HTML says (Gmail links 'evil.example' inside
 * any element), and zero-width characters that break it are undone by some apps and read out by screen readers.
 * So such text is never put in the email at all; the email says 'your player' instead. Escaping the HTML (every
 * line is) keeps markup out.
 */
const NAME_ONLY = /^[\p{L}\p{M}' \u2019-]*(?:\.(?![\p{L}\p{N}])[\p{L}\p{M}' \u2019-]*)*$/u;
export const safeName = (name: string) => (NAME_ONLY.test(name) && name.trim() !== '' ? name : null);
/** The club's phone from Site Settings, to sign with; null while it is empty or the placeholder. */
export const clubPhone = (settings: Pick<SiteSettings, 'contactPhone'>) => {
  const phone = settings.contactPhone.trim();
  return phone === '' || phone === PLACEHOLDER_CONTACT.phone ? null : phone;
};

/** `phone`: the club's, to sign with (null while Site Settings has the placeholder). */
export function familyMessage(
  to: string,
  subject: string,
  blocks: Block[],
  addresses: MailAddresses,
  phone: string | null,
) {
  const signed = [...blocks, { lines: [CLUB.name, ...(phone ? [`Phone ${phone}`] : [])] }];
  return {
    from: familyFrom(addresses),
    to,
    ...(addresses.club ? { replyTo: { name: CLUB.name, address: addresses.club } } : {}),
    subject,
    text: signed
      .map(({ heading, lines, link }) =>
        [...(heading ? [heading] : []), ...lines, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n'),
      )
      .join('\n\n'),
    html: toHtml(subject, signed),
  };
}
