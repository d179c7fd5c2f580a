// A payment's receipt (GET /family/{token}/receipts/{paymentId}): one small printable A4 page a family keeps or
// shows, in the family page's own document (no script, never kept nor indexed), with a print stylesheet of its own.
import { formatDayInWords } from '../../shared/club-time';
import { CLUB } from '../../shared/constants';
import { kinaText, PAYMENT_METHOD_LABELS } from '../../shared/payments';
import { escapeHtml as h } from '../escape-html';
import type { Receipt } from '../payments/family-money';
import { header, page } from './family-document';

const STYLE = `
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:${CLUB.black};background:#fff}
header{background:${CLUB.black};color:#fff;padding:1rem;border-bottom:4px solid ${CLUB.gold}}
header p{margin:0;font-weight:600;color:${CLUB.gold}}
h1{margin:.25rem 0 0;font-size:1.5rem}
main{max-width:40rem;margin:0 auto;padding:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ccc}
.n{text-align:right}
@page{size:A4;margin:2cm}
@media print{header{background:none;color:${CLUB.black};border-bottom:2px solid ${CLUB.black};padding:0 0 .5rem}header p{color:${CLUB.black}}main{max-width:none;padding:0}nav{display:none}}
`.replace(/\n/g, '');

/** The receipt, with a link back to the family's page at `familyHref`. */
export function receiptDocument(receipt: Receipt, familyHref: string): string {
  const rows = receipt.paid
    .map(
      (line) =>
        `<tr><td>${h(line.description)}</td><td>${h(line.reference)}</td><td class="n">${kinaText(line.amountToea)}</td></tr>`,
    )
    .join('');
  const paid = receipt.paid.length
    ? `<h2>What it paid</h2><table><thead><tr><th>For</th><th>Reference</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody></table>`
    : '';
  const credit =
    receipt.creditToea > 0 ? `<p>Kept as credit for the next charges: ${kinaText(receipt.creditToea)}</p>` : '';
  const payer = receipt.payerName ? `<dt>Received from</dt><dd>${h(receipt.payerName)}</dd>` : '';
  return page(
    `Receipt ${receipt.number}`,
    header('Receipt') +
      '<main>' +
      `<dl><dt>Receipt number</dt><dd>${receipt.number}</dd>` +
      `<dt>Date</dt><dd>${formatDayInWords(receipt.receivedOn)}</dd>` +
      `<dt>Amount</dt><dd>${kinaText(receipt.amountToea)}</dd>` +
      `<dt>Method</dt><dd>${PAYMENT_METHOD_LABELS[receipt.method]}</dd>${payer}</dl>` +
      `${paid}${credit}<p>Thank you for supporting ${h(CLUB.name)}.</p>` +
      `<nav><a href="${h(familyHref)}">Back to your family page</a></nav></main>`,
    '',
    STYLE,
  );
}
