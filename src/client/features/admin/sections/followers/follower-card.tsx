// One follower in the list: their address, what they follow, whether they confirmed it, since when, and Remove.
import { formatClubDay } from '../../../../../shared/club-time';
import { type FollowerListItem, followerState } from '../../../../../shared/followers-portal';
import { itemAnchor } from '../../../../../shared/paths';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { CardActions } from '../../ui/card-actions';

/** 'Club news, U14 Development and U16 Competitive' in the list's words; a follower may have chosen nothing left. */
export function choicesInWords(follower: Pick<FollowerListItem, 'news' | 'teams'>): string {
  const names = [...(follower.news ? ['Club news'] : []), ...follower.teams.map((team) => team.name)];
  return names.length ? names.join(', ') : 'Nothing at the moment';
}

export function FollowerCard({
  follower,
  onRemove,
  removing,
}: {
  follower: FollowerListItem;
  onRemove: () => void;
  removing: boolean;
}) {
  const timeZone = useClubTimeZone();
  const confirmed = follower.confirmedAt !== null;
  return (
    <li
      id={itemAnchor(follower.id)}
      className="flex items-start justify-between gap-2 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-all font-semibold text-club-black">{follower.email}</h3>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              confirmed ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {followerState(follower.confirmedAt)}
          </span>
        </div>
        <p className="mt-1 text-sm">
          <span className="text-neutral-600">Follows: </span>
          <span className="font-semibold">{choicesInWords(follower)}</span>
        </p>
        <p className="text-xs text-neutral-600">Since {formatClubDay(follower.createdAt, timeZone)}</p>
      </div>
      <CardActions name={follower.email} onDelete={onRemove} deleting={removing} deleteVerb="Remove" />
    </li>
  );
}
