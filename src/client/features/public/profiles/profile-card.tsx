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

/** A player or coach: photo or placeholder, name, position or role, and whichever details are known. */
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
        phoneWidth="100vw"
        priority={eager}
        className="aspect-[4/3] sm:aspect-[4/5]"
        imageClassName="h-full w-full object-cover object-top"
        placeholder={{ icon: UserRound, className: 'h-24 w-24' }}
      />
      <div className="flex-1 p-5">
        <h3 className="font-display text-2xl font-bold uppercase tracking-wide">{profile.name}</h3>
        <p className="font-semibold text-club-red">{profile.title}</p>
        {details.length > 0 && (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-neutral-600">{label}</dt>
                <dd className="text-club-black">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {profile.description && <p className="mt-4 leading-relaxed text-neutral-700">{profile.description}</p>}
      </div>
    </li>
  );
}
