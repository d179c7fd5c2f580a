import { UserRound } from 'lucide-react';
import { CardPicture } from '../../../components/ui/card-picture';

export type Profile = {
  id: string;
  name: string;
  /** Position for players, role for coaches. */
  title: string;
  age: number | null;
  dateOfBirth: string | null;
  location: string | null;
  teamName?: string;
  /** Players only. */
  jerseyNumber?: number | null;
  description: string | null;
  photoUrl: string | null;
};

/** A player or coach: photo or placeholder, name, position or role, and whichever details are known. Two to a
 * row on phones, so the type is smaller there. */
export function ProfileCard({ profile, eager }: { profile: Profile; eager: boolean }) {
  const details: [string, string][] = [];
  if (profile.age) details.push(['Age', String(profile.age)]);
  if (profile.dateOfBirth) details.push(['DOB', profile.dateOfBirth]);
  if (profile.location) details.push(['From', profile.location]);
  if (profile.teamName) details.push(['Team', profile.teamName]);
  if (profile.jerseyNumber != null) details.push(['Number', `#${profile.jerseyNumber}`]);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
      <CardPicture
        src={profile.photoUrl}
        alt={profile.name}
        phoneWidth="50vw"
        priority={eager}
        className="aspect-[4/5]"
        placeholder={{ icon: UserRound, className: 'h-16 w-16 sm:h-24 sm:w-24' }}
      />
      <div className="min-w-0 flex-1 p-3 sm:p-5">
        <h3 className="break-words font-display text-lg font-bold uppercase leading-tight tracking-wide sm:text-2xl">
          {profile.name}
        </h3>
        <p className="text-sm font-semibold text-club-red sm:text-base">{profile.title}</p>
        {details.length > 0 && (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm sm:mt-4 sm:gap-x-4">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-neutral-600">{label}</dt>
                <dd className="min-w-0 break-words text-club-black">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {profile.description && (
          <p className="mt-3 text-sm leading-relaxed text-neutral-700 sm:mt-4 sm:text-base">{profile.description}</p>
        )}
      </div>
    </li>
  );
}
