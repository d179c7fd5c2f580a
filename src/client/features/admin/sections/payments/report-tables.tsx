// A money report's tables as the server sends them: each named list of rows becomes a table whose headings are its
// fields' names in words, amounts (fields ending 'Toea') in kina, a method in words; totals follow as a line each.
import { formatMonthInWords } from '../../../../../shared/club-time';
import { kinaText, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../../../shared/payments';
import type { MoneyReport, ReportCell } from '../../../../../shared/payments-api';
import { AMOUNT_CELL, CELL, MoneyTable } from './money-table';

const isAmount = (field: string) => field.endsWith('Toea');
/** Ids are for links, not for reading. */
const shown = (field: string) => field !== 'id' && !field.endsWith('Id');

/** 'balanceToea' → 'Balance', 'byTeam' → 'By team', 'payerName' → 'Payer name'. */
export function words(field: string): string {
  const text = field
    .replace(/Toea$/, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function cellText(field: string, value: ReportCell | ReportCell[]): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.join(', ');
  if (isAmount(field) && typeof value === 'number') return kinaText(value);
  if (field === 'method' && typeof value === 'string') return PAYMENT_METHOD_LABELS[value as PaymentMethod] ?? value;
  if (field === 'month' && typeof value === 'string') return formatMonthInWords(value);
  return String(value);
}

export function ReportTables({ title, report }: { title: string; report: MoneyReport }) {
  const entries = Object.entries(report);
  const tables = entries.filter(([, value]) => Array.isArray(value)) as [string, Record<string, ReportCell>[]][];
  const totals = entries.filter(([, value]) => !Array.isArray(value));
  return (
    <div className="grid gap-4">
      {tables.map(([name, rows]) => {
        const fields = Object.keys(rows[0] ?? {}).filter(shown);
        const label = tables.length > 1 ? `${title}: ${words(name).toLowerCase()}` : title;
        if (rows.length === 0) return <p key={name} className="text-neutral-600">{`${label}: nothing to show.`}</p>;
        return (
          <div key={name}>
            {tables.length > 1 && <h4 className="mb-2 font-semibold text-club-black">{words(name)}</h4>}
            <MoneyTable label={label} head={fields.map(words)}>
              {rows.map((row, index) => (
                // Report rows have no id of their own; their order is the server's.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced whole, never reordered
                <tr key={index}>
                  {fields.map((field) => (
                    <td key={field} className={isAmount(field) ? AMOUNT_CELL : CELL}>
                      {cellText(field, row[field] as ReportCell)}
                    </td>
                  ))}
                </tr>
              ))}
            </MoneyTable>
          </div>
        );
      })}
      {totals.map(([name, value]) => (
        <p key={name} className="font-semibold">
          {words(name)}: {cellText(name, value as ReportCell)}
        </p>
      ))}
    </div>
  );
}
