// The family's private page as HTML (GET /family/{token}). A small document of its own, not the public site's
// template: the page is opened on phones over costly mobile data from a WhatsApp link, so its first load stays
// far under 40 KB with no script at all and one small inline stylesheet (the site's islands and stylesheet would
// be most of that budget alone). Every action is a plain form post, so it works without JavaScript; the page is
// never kept by a cache or the offline worker and never indexed.

import { formatClubDayTime, formatDayInWords } from '../../shared/club-time';
import { CLUB, EVENT_KIND_LABELS } from '../../shared/constants';
import {
  AVAILABILITY_ANSWERS,
  AVAILABILITY_LABELS,
  FAMILY_PAGE_DAYS,
  type FamilyChild,
  type FamilyEvent,
  type FamilyMoney,
  type FamilyPage,
  familyPath,
  firstNameOf,
  NO_ANSWER_LABEL,
  NOTE_MAX_LENGTH,
  PHOTO_CONSENT_MONTHS,
} from '../../shared/families';
import { kinaText, PAYMENT_METHOD_LABELS } from '../../shared/payments';
import { escapeHtml as h } from '../escape-html';
import { UNREADABLE } from '../sealing/sealed';

/** Where a saved answer leads back to: the event's own place on the page (a child's, as siblings share events). */
export const eventAnchor = (playerId: string, eventId: string) => `e-${playerId}-${eventId}`;
export const photosAnchor = (playerId: string) => `photos-${playerId}`;

const STYLE = `
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:${CLUB.black};background:#f6f6f6}
header{background:${CLUB.black};color:#fff;padding:1rem;border-bottom:4px solid ${CLUB.gold}}
header p{margin:0;font-weight:600;color:${CLUB.gold}}
h1{margin:.25rem 0 0;font-size:1.5rem}
main{max-width:40rem;margin:0 auto;padding:1rem}
section{background:#fff;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
h2{margin:0;font-size:1.3rem}h3{font-size:1.05rem;margin:1rem 0 .5rem}
ol{list-style:none;margin:0;padding:0}
li{border-top:1px solid #ddd;padding:.75rem 0}
li p,form p{margin:.25rem 0}
.m{color:#555}
fieldset{border:0;margin:.5rem 0 0;padding:0}
legend{font-weight:600;padding:0}
button{font:inherit;min-height:2.75rem;min-width:4.5rem;margin:.25rem .25rem 0 0;border:2px solid ${CLUB.black};border-radius:.4rem;background:#fff;color:${CLUB.black}}
button[aria-pressed=true]{background:${CLUB.black};color:#fff}
button[aria-pressed=true]::before{content:"\\2713  "/""}
label{display:block;margin-top:.5rem}label input{display:block}
input[type=text]{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #888;border-radius:.4rem}
[role=alert]{background:#fde8ea;border-left:4px solid ${CLUB.red};padding:.75rem 1rem;margin:0 0 1rem}
dd{margin:0 0 .5rem;white-space:pre-line}dt{font-weight:600}
footer{text-align:center;font-size:.875rem;color:#555;padding:0 1rem 2rem}
`.replace(/\n/g, '');

/** A document of the family's own: noindex, no referrer to other sites, one inline stylesheet and no script. */
export function page(title: string, body: string, base = '', style = STYLE): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">${base}` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    // The token is the page's address: no link followed from it names it to another site. Not 'no-referrer': that
    // would send the page's own form posts with the origin 'null', which the cross-site guard refuses.
    '<meta name="robots" content="noindex"><meta name="referrer" content="same-origin">' +
    `<title>${h(title)} | ${h(CLUB.name)}</title><style>${style}</style></head><body>${body}</body></html>`
  );
}

export const header = (heading: string) => `<header><p>${h(CLUB.name)}</p><h1>${h(heading)}</h1></header>`;

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${h(value)}">`;

/**
 * The answer buttons of an event not yet started: each saves at once (with the note), the current one pressed. The
 * page's first note field shows an example; the rest do not repeat it (a busy family's page has dozens).
 */
function answerForm(playerId: string, event: FamilyEvent, example: boolean): string {
  const buttons = AVAILABILITY_ANSWERS.map(
    (answer) =>
      `<button type="submit" name="answer" value="${answer}" aria-pressed="${event.answer === answer}">${AVAILABILITY_LABELS[answer]}</button>`,
  ).join('');
  return (
    '<form method="post" action="availability">' +
    hidden('eventId', event.id) +
    hidden('playerId', playerId) +
    // The label holds its field: no id to repeat for each of a busy month's events.
    `<label>Note to the coach (optional) <input type="text" name="note" maxlength="${NOTE_MAX_LENGTH}"${example ? ' placeholder="No bus fare this week"' : ''}${event.note ? ` value="${h(event.note)}"` : ''}></label>` +
    `<fieldset><legend>Coming?</legend>${buttons}</fieldset></form>`
  );
}

/** An event under way: its answer shown, no longer changeable here. */
function closedAnswer(event: FamilyEvent): string {
  const answer = event.answer ? AVAILABILITY_LABELS[event.answer] : NO_ANSWER_LABEL;
  const note = event.note ? `<p>Note to the coach: ${h(event.note)}</p>` : '';
  return `<p>Coming? <strong>${answer}</strong></p>${note}<p class="m">It has started: the answer can no longer be changed here.</p>`;
}

function eventItem(playerId: string, event: FamilyEvent, timeZone: string, example: string | null): string {
  const when = formatClubDayTime(event.startsAt, timeZone);
  return (
    `<li id="${eventAnchor(playerId, event.id)}"><p><b>${EVENT_KIND_LABELS[event.kind]}: ${h(event.title)}</b></p>` +
    `<p class="m">${h(when)}, ${h(event.venue)}</p>` +
    (event.open ? answerForm(playerId, event, example === eventAnchor(playerId, event.id)) : closedAnswer(event)) +
    '</li>'
  );
}

function photosForm(child: FamilyChild): string {
  const name = h(child.firstName);
  const button = (value: string, label: string) =>
    `<button type="submit" name="photos" value="${value}">${label}</button>`;
  const [said, buttons] = child.photosUntil
    ? [
        `Photos of ${name} may be published until ${formatDayInWords(child.photosUntil)}`,
        button('renew', `Renew for ${PHOTO_CONSENT_MONTHS} months`) + button('withdraw', 'Withdraw consent'),
      ]
    : [`No photos of ${name} are published`, button('renew', `Allow photos for ${PHOTO_CONSENT_MONTHS} months`)];
  return (
    `<h3 id="${photosAnchor(child.playerId)}">Photos</h3>` +
    `<form method="post" action="consent">${hidden('playerId', child.playerId)}` +
    `<p>${said}</p>${buttons}</form>`
  );
}

function childSection(child: FamilyChild, timeZone: string, example: string | null): string {
  const team = child.teamName ? ` <span class="m">${h(child.teamName)}</span>` : '';
  const events = child.events.length
    ? `<ol>${child.events.map((event) => eventItem(child.playerId, event, timeZone, example)).join('')}</ol>`
    : `<p class="m">${child.teamName ? `No games or training in the next ${FAMILY_PAGE_DAYS} days.` : 'Not in a team yet.'}</p>`;
  return (
    // Named by its heading, so a screen reader lists each child's part by name.
    `<section aria-labelledby="c-${child.playerId}"><h2 id="c-${child.playerId}">${h(child.firstName)}${team}</h2>` +
    `<h3>Games and training</h3>${events}${photosForm(child)}</section>`
  );
}

/** What is left to pay of a charge, and the reference that matches a payment to it. Small: a page may list many. */
function owedItem(charge: FamilyMoney['owed'][number]): string {
  const child = charge.childName ? ` ${h(charge.childName)}` : '';
  const paid = charge.paidToea > 0 ? `, paid ${kinaText(charge.paidToea)}` : '';
  return (
    `<li><b>${h(charge.description)}</b>${child}<br>` +
    `${kinaText(charge.amountToea)}${paid}: <b>${kinaText(charge.leftToea)} left</b>, due ${formatDayInWords(charge.dueOn)}<br>` +
    `Quote <b>${h(charge.reference)}</b> when you pay</li>`
  );
}

/**
 * The family's money: what is left to pay with each reference, their credit, the club's ways to pay, and each
 * payment with its receipt (a link under the page's address). Nothing at all for a family with no money yet.
 */
function moneySection(money: FamilyMoney): string {
  if (money.owed.length === 0 && money.payments.length === 0 && money.creditToea <= 0) return '';
  const owed = money.owed.length
    ? `<ol>${money.owed.map(owedItem).join('')}</ol>`
    : '<p class="m">Nothing to pay at the moment.</p>';
  const credit =
    money.creditToea > 0
      ? `<p>Your credit: <strong>${kinaText(money.creditToea)}</strong>. It pays your next charges.</p>`
      : '';
  const howToPay =
    money.owed.length && money.howToPay.length
      ? `<h3>How to pay</h3><dl>${money.howToPay.map((way) => `<dt>${PAYMENT_METHOD_LABELS[way.method]}</dt><dd>${h(way.details)}</dd>`).join('')}</dl>`
      : '';
  const payments = money.payments.length
    ? `<h3>Payments received</h3><ol>${money.payments
        .map(
          (payment) =>
            `<li>${formatDayInWords(payment.receivedOn)}: ${kinaText(payment.amountToea)} <a href="receipts/${payment.id}">Receipt</a></li>`,
        )
        .join('')}</ol>`
    : '';
  return (
    '<section aria-labelledby="money"><h2 id="money">Money</h2>' +
    `<h3>What you owe</h3>${owed}${credit}${howToPay}${payments}</section>`
  );
}

export type FamilyDocumentOptions = {
  token: string;
  timeZone: string;
  /** Why the last form posted was not saved, said at the top. */
  error?: string;
};

/**
 * The family's page: a greeting, then each child's coming events with 'Coming?' and their photo consent, then the
 * family's money.
 */
export function familyDocument(family: FamilyPage, { token, timeZone, error }: FamilyDocumentOptions): string {
  const readable = family.guardianName && family.guardianName !== UNREADABLE;
  const greeting = readable ? `Hello ${firstNameOf(family.guardianName)}` : 'Hello';
  const alert = error ? `<p role="alert">${h(error)}</p>` : '';
  const first = family.children.flatMap((child) =>
    child.events.filter((event) => event.open).map((event) => eventAnchor(child.playerId, event.id)),
  )[0];
  const intro =
    '<p>Tell the coach who is coming. Each answer is saved as soon as you press it, and you can change it until the game or training starts.</p>';
  return page(
    'Your family page',
    header(greeting) +
      `<main>${alert}${intro}${family.children.map((child) => childSection(child, timeZone, first ?? null)).join('')}${moneySection(family.money)}</main>` +
      '<footer><p>This page is for your family only: please do not share its link.</p></footer>',
    // The forms post to 'availability' and 'consent', and receipts are linked, under the page's own address: said
    // once here, not in each form and link.
    `<base href="${h(familyPath(token))}/">`,
  );
}

/** Over the limit of requests from one connection: said plainly, in the page's own small document. */
export const tooManyRequestsDocument = (wait: string) =>
  page(
    'Too many requests',
    `${header('Too many requests')}<main><p role="alert">Too many requests from this connection. Please try again in ${h(wait)}.</p></main>`,
  );
