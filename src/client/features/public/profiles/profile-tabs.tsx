// The profiles page's interactive part (an island): players and coaches in two tabs with their counts.
import { useState } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { type Profile, ProfileCard } from './profile-card';

export type ProfileTabsProps = { players: Profile[]; coaches: Profile[] };

export default function ProfileTabs({ players, coaches }: ProfileTabsProps) {
  const [tab, setTab] = useState('players');
  return (
    <Tabs
      idPrefix="profiles"
      label="Profiles"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: 'players',
          label: `Players (${players.length})`,
          panel: (
            <ProfileList
              heading="Players"
              profiles={players}
              empty="No players profiles available yet. Check back soon!"
            />
          ),
        },
        {
          value: 'coaches',
          label: `Coaches (${coaches.length})`,
          panel: (
            <ProfileList
              heading="Coaches"
              profiles={coaches}
              empty="No coach profiles available yet. Check back soon!"
            />
          ),
        },
      ]}
    />
  );
}

function ProfileList({ heading, profiles, empty }: { heading: string; profiles: Profile[]; empty: string }) {
  return (
    <>
      {/* Without JavaScript both lists show, one under the other, each under its own heading. With it the tab
          names the list on screen, and the heading stays for screen readers so the cards' h3 follow an h2. */}
      <h2 className="nojs-unhide sr-only font-display text-3xl font-bold uppercase tracking-wide">{heading}</h2>
      {profiles.length === 0 ? (
        <p className="py-16 text-center text-lg text-neutral-700">{empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
          {profiles.map((profile, i) => (
            <ProfileCard key={profile.id} profile={profile} eager={i < 2} />
          ))}
        </ul>
      )}
    </>
  );
}
