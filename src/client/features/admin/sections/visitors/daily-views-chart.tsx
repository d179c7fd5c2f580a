// Page views per day as plain CSS bars (no chart library ships to the portal), one per club day, oldest on the
// left. The bars are a picture for the eye; screen readers get the same numbers as a table, which anyone can open.
import { formatDayInWords } from '../../../../../shared/club-time';

export function DailyViewsChart({ days }: { days: { day: string; views: number }[] }) {
  const most = Math.max(1, ...days.map((d) => d.views));
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <div className="flex h-40 items-end gap-px" aria-hidden>
        {days.map(({ day, views }) => (
          <div
            key={day}
            title={`${formatDayInWords(day)}: ${views}`}
            className="flex-1 rounded-t-sm bg-club-red"
            style={{ height: `${(views / most) * 100}%`, minHeight: views > 0 ? 2 : 0 }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-neutral-600" aria-hidden>
        <span>{formatDayInWords(days[0]!.day)}</span>
        <span>{formatDayInWords(days.at(-1)!.day)}</span>
      </div>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-club-red">
          Show the views per day as a table
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Page views per day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map(({ day, views }) => (
              <tr key={day} className="border-t border-neutral-200">
                <td className="py-1">{formatDayInWords(day)}</td>
                <td className="py-1 text-right tabular-nums">{views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
