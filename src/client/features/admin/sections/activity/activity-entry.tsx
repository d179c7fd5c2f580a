// One entry of the activity log: when (club time), what happened in words, the fields changed, and a link to the
// item in its section while the item is still there.
import { Link } from 'wouter';
import type { ActivityEntry as Entry } from '../../../../../shared/activity';
import { formatClubDayTime } from '../../../../../shared/club-time';
import { paths } from '../../../../../shared/paths';
import { SECTION_LABELS } from '../../../../../shared/section-labels';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { isSection } from '../../lib/section-path';

export function ActivityEntry({ entry }: { entry: Entry }) {
  const timeZone = useClubTimeZone();
  const section = isSection(entry.section) ? entry.section : null;
  const linked = entry.itemExists && entry.itemId !== null && section !== null;
  return (
    <li className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
      <p className="text-xs text-neutral-600">
        <time dateTime={entry.at}>{formatClubDayTime(entry.at, timeZone)}</time>
        {section && (
          <>
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            {SECTION_LABELS[section]}
          </>
        )}
      </p>
      <p className="mt-1 break-words text-club-black">{entry.sentence}</p>
      {entry.fields.length > 0 && (
        <p className="mt-1 break-words text-sm text-neutral-600">Fields: {entry.fields.join(', ')}</p>
      )}
      {linked && (
        <Link
          href={paths.adminItem(section, entry.itemId!)}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-club-red underline sm:min-h-0"
        >
          Open in {SECTION_LABELS[section]}
        </Link>
      )}
    </li>
  );
}
