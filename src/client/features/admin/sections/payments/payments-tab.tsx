// Payments: money received, newest first as the server sends it, with the charges each paid and the credit left.
// Recording one allocates it; correcting or deleting one asks for the reason, which the server keeps.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatShortDayInWords } from '../../../../../shared/club-time';
import { kinaText, PAYMENT_METHOD_LABELS } from '../../../../../shared/payments';
import type { PaymentForStaff } from '../../../../../shared/payments-api';
import { Button } from '../../../../components/ui/button';
import { CardActions } from '../../ui/card-actions';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { useDeletePayment, usePayments } from './api';
import { AMOUNT_CELL, CELL, MoneyTable } from './money-table';
import { PaymentForm } from './payment-form';
import { ReasonDialog } from './reason-dialog';

type Editing = { payment: PaymentForStaff | null } | null;

const HEAD = ['Day', 'Payer', 'Amount', 'Method', 'What it paid', 'Credit', 'Actions'];
const ALL = { from: null, to: null, method: null };

const paymentName = (payment: PaymentForStaff) =>
  `the payment of ${kinaText(payment.amountToea)} from ${payment.payerName}`;

export function PaymentsTab() {
  const payments = usePayments(ALL);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PaymentForStaff | null>(null);
  const remove = useDeletePayment();

  return (
    <>
      {!editing && (
        <Button size="sm" className="mb-6" onClick={() => setEditing({ payment: null })}>
          <Plus className="h-4 w-4" aria-hidden />
          Record payment
        </Button>
      )}
      {editing && (
        <FormPanel title={editing.payment ? 'Correct payment' : 'Record payment'}>
          <PaymentForm key={editing.payment?.id ?? 'new'} payment={editing.payment} onDone={() => setEditing(null)} />
        </FormPanel>
      )}
      <ListView
        query={payments}
        loadingText="Loading payments..."
        emptyText="No payments recorded yet."
        what="the payments"
      >
        {(items) => (
          <MoneyTable label="Payments" head={HEAD}>
            {items.map((payment) => (
              <tr key={payment.id}>
                <td className={`${CELL} whitespace-nowrap`}>{formatShortDayInWords(payment.receivedOn)}</td>
                <td className={CELL}>
                  <span className="font-semibold">{payment.payerName}</span>
                  {payment.reference && (
                    <span className="block text-xs text-neutral-600">Ref. {payment.reference}</span>
                  )}
                </td>
                <td className={AMOUNT_CELL}>{kinaText(payment.amountToea)}</td>
                <td className={CELL}>{PAYMENT_METHOD_LABELS[payment.method]}</td>
                <td className={CELL}>
                  {payment.allocations.length === 0
                    ? 'Nothing yet'
                    : payment.allocations.map((line) => (
                        <span key={line.chargeId} className="block">
                          {line.description} ({line.reference}): {kinaText(line.amountToea)}
                        </span>
                      ))}
                </td>
                <td className={AMOUNT_CELL}>{payment.unallocatedToea > 0 ? kinaText(payment.unallocatedToea) : '-'}</td>
                <td className={CELL}>
                  <CardActions
                    name={paymentName(payment)}
                    onEdit={() => setEditing({ payment })}
                    onDelete={() => setDeleting(payment)}
                    deleting={remove.isPending && remove.variables?.id === payment.id}
                  />
                </td>
              </tr>
            ))}
          </MoneyTable>
        )}
      </ListView>
      <ReasonDialog
        open={deleting !== null}
        title={deleting ? `Delete ${paymentName(deleting)}?` : ''}
        description="The charges it paid are owed again. Say why: the reason is kept."
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={(reason) => {
          if (deleting) remove.mutate({ id: deleting.id, reason });
          setDeleting(null);
        }}
      />
    </>
  );
}
