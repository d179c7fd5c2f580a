// A titled table of names and their views (the top pages, the sources), most first as the server sends them.
import { formatCount } from '../../../../../shared/visits';

export type CountRow = { key: string; label: string; views: number };

export function CountTable({
  id,
  title,
  column,
  rows,
  empty,
  note,
}: {
  id: string;
  title: string;
  /** The first column's heading. */
  column: string;
  rows: CountRow[];
  empty: string;
  note?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-display text-xl font-semibold text-club-black">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white px-4 py-6 text-neutral-600">
          {empty}
        </p>
      ) : (
        <table className="w-full overflow-hidden rounded-lg bg-white text-left shadow-sm">
          <thead className="bg-neutral-100 text-sm text-neutral-700">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {column}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-neutral-200">
                <td className="break-all px-4 py-2">{row.label}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatCount(row.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {note && <p className="mt-2 text-sm text-neutral-600">{note}</p>}
    </section>
  );
}
