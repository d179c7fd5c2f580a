// An imported statement's lines: each matched to a charge by its reference, or waiting for one to be chosen, or
// not the club's money, or a payment already recorded. Choosing a charge or 'Not for the club' is saved at once.
import { formatShortDayInWords } from '../../../../../shared/club-time';
import { kinaText } from '../../../../../shared/payments';
import type { ChargeForStaff, StatementLine } from '../../../../../shared/payments-api';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/field';
import { AMOUNT_CELL, CELL, MoneyTable } from './money-table';

const HEAD = ['Day', 'Description', 'Amount', 'Status', 'Charge'];

function LineStatus({ line, charges }: { line: StatementLine; charges: ChargeForStaff[] }) {
  const reference = line.reference ?? charges.find((charge) => charge.id === line.chargeId)?.reference;
  switch (line.status) {
    case 'matched':
      return <span className="font-semibold text-green-800">Matched{reference ? ` (${reference})` : ''}</span>;
    case 'to-match':
      return <span className="font-semibold text-club-red">To match</span>;
    case 'not-for-club':
      return <span className="text-neutral-600">Not for the club</span>;
    case 'already-recorded':
      return <span className="text-neutral-600">Already recorded</span>;
  }
}

export function StatementLines({
  lines,
  charges,
  busy,
  onChoose,
  onNotForClub,
}: {
  lines: StatementLine[];
  /** Charges still owed, and any a line names. */
  charges: ChargeForStaff[];
  busy: boolean;
  onChoose: (line: StatementLine, chargeId: string) => void;
  onNotForClub: (line: StatementLine) => void;
}) {
  return (
    <MoneyTable label="Statement lines" head={HEAD}>
      {lines.map((line, index) => {
        const decidable = line.status !== 'already-recorded';
        return (
          <tr key={line.id}>
            <td className={`${CELL} whitespace-nowrap`}>{formatShortDayInWords(line.date)}</td>
            <td className={`${CELL} break-words`}>{line.description}</td>
            <td className={AMOUNT_CELL}>{kinaText(line.amountToea)}</td>
            <td className={CELL}>
              <LineStatus line={line} charges={charges} />
            </td>
            <td className={`${CELL} min-w-[14rem]`}>
              {decidable && (
                <div className="grid gap-2">
                  <Select
                    aria-label={`Charge for line ${index + 1}`}
                    value={line.chargeId ?? ''}
                    disabled={busy}
                    onChange={(event) => event.target.value && onChoose(line, event.target.value)}
                  >
                    <option value="">Choose the charge...</option>
                    {charges.map((charge) => (
                      <option key={charge.id} value={charge.id}>
                        {charge.playerName}: {charge.description} ({charge.reference}, {kinaText(charge.balanceToea)}{' '}
                        left)
                      </option>
                    ))}
                  </Select>
                  {line.status !== 'not-for-club' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      aria-label={`Line ${index + 1} is not for the club`}
                      onClick={() => onNotForClub(line)}
                    >
                      Not for the club
                    </Button>
                  )}
                </div>
              )}
            </td>
          </tr>
        );
      })}
    </MoneyTable>
  );
}
