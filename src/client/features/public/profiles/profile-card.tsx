import { UserRound } from 'lucide-react';
import { THUMBNAIL_MAX_WIDTH } from '../../../../shared/constants';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

export type Profile = {
  id: string;
  name: string;
  /** Position for players, role for coaches. */
  title: string;
  age: number | null;
  dateOfBirth: string | null;
  location: string | null;
  teamName?: string;
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
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
      <div className="aspect-[4/3] bg-stone-200 sm:aspect-[4/5]">
        {profile.photoUrl ? (
          <ResponsiveImage
            src={profile.photoUrl}
            alt={profile.name}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={eager}
            maxWidth={THUMBNAIL_MAX_WIDTH}
            className="h-full w-full object-cover object-top"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-linear-to-br from-stone-200 to-stone-300">
            <UserRound className="h-24 w-24 text-stone-500" aria-hidden />
          </div>
        )}
      </div>
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
