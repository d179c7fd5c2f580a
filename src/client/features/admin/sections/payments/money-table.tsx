// The Payments section's tables: wide on a laptop; on a phone the table scrolls sideways inside its own box, so
// the page itself never does.
import type { ReactNode } from 'react';

export const CELL = 'px-3 py-2 align-top';
export const AMOUNT_CELL = `${CELL} whitespace-nowrap text-right tabular-nums`;

export function MoneyTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white shadow-sm">
      <table aria-label={label} className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-neutral-100 text-neutral-700">
          <tr>
            {head.map((heading) => (
              <th key={heading} scope="col" className={`${CELL} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">{children}</tbody>
      </table>
    </div>
  );
}
