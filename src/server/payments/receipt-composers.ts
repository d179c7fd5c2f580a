// The receipt a family gets by email when a payment of theirs is recorded, made when it leaves the outbox from the
// payment as it is then: the amount, the day, what it paid (each charge's description and reference), what is left
// to pay of those charges and any credit, and the link to the receipt on their private page. Nothing once the payment
// is deleted or belongs to another family since, or to a family without an email.
import { eq } from 'drizzle-orm';
import { formatDayInWords } from '../../shared/club-time';
import { familyPath, firstNameOf } from '../../shared/families';
import { kinaText, PAYMENT_METHOD_LABELS } from '../../shared/payments';
import { charges, families } from '../../shared/schema';
import { contactsOf } from '../families/family';
import type { Composer, MailComposers } from '../mail/compose';
import { clubPhone, familyMessage, safeName } from '../mail/family-message';
import { absoluteUrl } from '../public-url';
import { familyCredit, paidByCharge } from './ledger';
import { readPayment } from './payments';

/** The payment a receipt is of, as the outbox row carries it. */
function paymentIdOf(payload: unknown): string | null {
  const id = (payload as { paymentId?: unknown } | null)?.paymentId;
  return typeof id === 'string' ? id : null;
}

const receipt: Composer = async (mail, { app, addresses, settings }) => {
  const paymentId = paymentIdOf(mail.payload);
  if (!mail.familyId || !paymentId) return null;
  const [family] = await app.db.select().from(families).where(eq(families.id, mail.familyId));
  if (!family) return null;
  const email = contactsOf(app.sealer, family).email?.trim();
  if (!email) return null;
  const payment = await readPayment(app.db, app.sealer, paymentId).catch(() => null);
  if (!payment || payment.familyId !== family.id) return null;

  const chargeIds = payment.allocations.map((allocation) => allocation.chargeId);
  const paid = await paidByCharge(app.db, chargeIds);
  const left = await Promise.all(
    payment.allocations.map(async (allocation) => {
      const [charge] = await app.db.select().from(charges).where(eq(charges.id, allocation.chargeId));
      const owed = charge && !charge.waivedAt ? charge.amountToea - (paid.get(charge.id) ?? 0) : 0;
      return `${allocation.description} (${allocation.reference}): ${owed > 0 ? `${kinaText(owed)} left to pay` : 'paid in full'}`;
    }),
  );
  const credit = await familyCredit(app.db, family.id);
  const day = formatDayInWords(payment.receivedOn);
  const guardian = safeName(firstNameOf(contactsOf(app.sealer, family).guardianName));
  return familyMessage(
    email,
    `Receipt: ${kinaText(payment.amountToea)} received ${day}`,
    [
      { lines: [`Dear ${guardian ?? 'family'},`] },
      {
        lines: [
          `Thank you: we received ${kinaText(payment.amountToea)} on ${day} (${PAYMENT_METHOD_LABELS[payment.method]}).`,
        ],
      },
      ...(payment.allocations.length
        ? [
            {
              heading: 'What it paid',
              lines: payment.allocations.map(
                (allocation) =>
                  `${kinaText(allocation.amountToea)} to ${allocation.description} (${allocation.reference})`,
              ),
            },
            { heading: 'What is left', lines: left },
          ]
        : []),
      ...(credit > 0 ? [{ lines: [`Your credit with the club: ${kinaText(credit)}. It pays your next charge.`] }] : []),
      {
        lines: ['Keep this receipt: your family page shows it too.'],
        link: {
          label: 'Your receipt',
          url: absoluteUrl(app.env, `${familyPath(family.token)}/receipts/${payment.id}`),
        },
      },
    ],
    addresses,
    clubPhone(settings),
  );
};

export const receiptComposers = {
  'payment-receipt': receipt,
} satisfies Partial<MailComposers>;
