// Charges: what each player's family owes, with what is paid and left, found by status, team or player. A charge
// is added for one player or for a whole team or tour; it can be corrected, waived (with the reason) or deleted
// (asked first, with Undo) until a payment is allocated to it.
import { Ban, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { formatShortDayInWords } from '../../../../../shared/club-time';
import { kinaText } from '../../../../../shared/payments';
import type { ChargeForStaff } from '../../../../../shared/payments-api';
import { Button } from '../../../../components/ui/button';
import { useConfirmDelete } from '../../lib/use-confirm-delete';
import { CardActions } from '../../ui/card-actions';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormPanel } from '../../ui/form-panel';
import { IconButton } from '../../ui/icon-button';
import { ListView } from '../../ui/list-view';
import { type ChargeFilters as Filters, useCharges, useDeleteCharge, useWaiveCharge } from './api';
import { BulkChargeForm } from './bulk-charge-form';
import { ChargeFilters } from './charge-filters';
import { ChargeForm } from './charge-form';
import { ChargeStatusBadge } from './charge-status-badge';
import { AMOUNT_CELL, CELL, MoneyTable } from './money-table';
import { ReasonDialog } from './reason-dialog';

type Editing = { kind: 'add' } | { kind: 'bulk' } | { kind: 'edit'; charge: ChargeForStaff } | null;

const HEAD = ['Player', 'What for', 'Amount', 'Paid', 'Left', 'Due', 'Reference', 'Status', 'Actions'];

export const chargeName = (charge: ChargeForStaff) => `the charge "${charge.description}" for ${charge.playerName}`;

export function ChargesTab() {
  const [filters, setFilters] = useState<Filters>({ status: null, team: null, player: null });
  const charges = useCharges(filters);
  const [editing, setEditing] = useState<Editing>(null);
  const [waiving, setWaiving] = useState<ChargeForStaff | null>(null);
  const waive = useWaiveCharge();
  const remove = useDeleteCharge();
  const confirm = useConfirmDelete((charge: ChargeForStaff) => remove.mutate(charge.id));
  const close = () => setEditing(null);

  return (
    <>
      <div className="mb-6 flex flex-wrap gap-3">
        <Button size="sm" onClick={() => setEditing({ kind: 'add' })}>
          <Plus className="h-4 w-4" aria-hidden />
          Add charge
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'bulk' })}>
          <Users className="h-4 w-4" aria-hidden />
          Charge a team or tour
        </Button>
      </div>
      {editing?.kind === 'bulk' && (
        <FormPanel title="Charge a team or tour">
          <BulkChargeForm onDone={close} />
        </FormPanel>
      )}
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <FormPanel title={editing.kind === 'add' ? 'Add charge' : 'Edit charge'}>
          <ChargeForm
            key={editing.kind === 'edit' ? editing.charge.id : 'new'}
            charge={editing.kind === 'edit' ? editing.charge : null}
            onDone={close}
          />
        </FormPanel>
      )}
      <ChargeFilters value={filters} onChange={setFilters} />
      <ListView query={charges} loadingText="Loading charges..." emptyText="No charges to show." what="the charges">
        {(items) => (
          <MoneyTable label="Charges" head={HEAD}>
            {items.map((charge) => (
              <tr key={charge.id}>
                <td className={`${CELL} font-semibold`}>{charge.playerName}</td>
                <td className={CELL}>
                  {charge.description}
                  {charge.waiveReason && (
                    <span className="block text-xs text-neutral-600">Waived: {charge.waiveReason}</span>
                  )}
                </td>
                <td className={AMOUNT_CELL}>{kinaText(charge.amountToea)}</td>
                <td className={AMOUNT_CELL}>{kinaText(charge.paidToea)}</td>
                <td className={AMOUNT_CELL}>{kinaText(charge.balanceToea)}</td>
                <td className={`${CELL} whitespace-nowrap`}>{formatShortDayInWords(charge.dueOn)}</td>
                <td className={`${CELL} whitespace-nowrap font-mono`}>{charge.reference}</td>
                <td className={CELL}>
                  <ChargeStatusBadge status={charge.status} />
                </td>
                <td className={CELL}>
                  <div className="flex">
                    {charge.status !== 'waived' && charge.status !== 'paid' && (
                      <IconButton label={`Waive ${chargeName(charge)}`} onClick={() => setWaiving(charge)}>
                        <Ban className="h-4 w-4" aria-hidden />
                      </IconButton>
                    )}
                    <CardActions
                      name={chargeName(charge)}
                      onEdit={() => setEditing({ kind: 'edit', charge })}
                      onDelete={() => confirm.ask(charge)}
                      deleting={remove.isPending && remove.variables === charge.id}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </MoneyTable>
        )}
      </ListView>
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.asking ? `Delete ${chargeName(confirm.asking)}?` : ''}
        description="The family no longer owes it. A charge with a payment cannot be deleted: waive it instead."
      />
      <ReasonDialog
        open={waiving !== null}
        title={waiving ? `Waive ${chargeName(waiving)}?` : ''}
        description="The family will no longer owe what is left of it. Say why: it is kept with the charge."
        confirmLabel="Waive"
        onClose={() => setWaiving(null)}
        onConfirm={(reason) => {
          if (waiving) waive.mutate({ id: waiving.id, reason });
          setWaiving(null);
        }}
      />
    </>
  );
}
