// A tour's squad: players chosen from the profiles, grouped by team, and coaches, as checkboxes under one
// filter box, so a long list is usable on a phone 390px wide. Each checkbox row is 44px high; a hidden row (filtered
// out) keeps its choice. The public page shows each player as their publishing choices allow.
import { useId, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { usePortalList } from '../../../../lib/entity-queries';
import type { BoundForm } from '../../ui/form-fields';

type Person = { id: string; name: string; detail?: string | null };
type Group = { key: string; name: string; people: Person[] };

const matches = (person: Person, filter: string) => person.name.toLowerCase().includes(filter.trim().toLowerCase());

function PeopleGroup<T extends FieldValues>({
  form,
  name,
  group,
  filter,
}: {
  form: BoundForm<T>;
  name: Path<T>;
  group: Group;
  filter: string;
}) {
  const id = useId();
  const shown = group.people.filter((person) => matches(person, filter));
  return (
    <fieldset className="min-w-0" hidden={shown.length === 0}>
      <legend className="text-sm font-semibold text-club-black">{group.name}</legend>
      <ul className="grid gap-x-4 sm:grid-cols-2">
        {group.people.map((person) => (
          <li key={person.id} hidden={!matches(person, filter)}>
            <label htmlFor={`${id}-${person.id}`} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                id={`${id}-${person.id}`}
                type="checkbox"
                value={person.id}
                className="h-5 w-5 shrink-0 accent-club-red"
                {...form.register(name)}
              />
              <span className="min-w-0">
                {person.name}
                {person.detail && <span className="text-neutral-600"> · {person.detail}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function SquadField<T extends FieldValues>({
  form,
  chosen,
}: {
  form: BoundForm<T>;
  /** How many players and coaches are ticked, for the line under the heading. */
  chosen: { players: number; coaches: number };
}) {
  const players = usePortalList('players');
  const coaches = usePortalList('coaches');
  const teams = usePortalList('teams');
  const [filter, setFilter] = useState('');
  const filterId = useId();

  const teamGroups: Group[] = (teams.data ?? []).map((team) => ({
    key: team.id,
    name: team.name,
    people: (players.data ?? []).filter((player) => player.teamId === team.id),
  }));
  const teamIds = new Set(teamGroups.map((group) => group.key));
  const noTeam = (players.data ?? []).filter((player) => !player.teamId || !teamIds.has(player.teamId));
  const playerGroups = [...teamGroups, { key: 'none', name: 'No team', people: noTeam }].filter(
    (group) => group.people.length > 0,
  );
  const coachGroup: Group = {
    key: 'coaches',
    name: 'Coaches',
    people: (coaches.data ?? []).map((coach) => ({ id: coach.id, name: coach.name, detail: coach.role })),
  };
  const loading = players.isLoading || coaches.isLoading || teams.isLoading;

  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-club-black">Squad</legend>
      <p className="text-xs text-neutral-600" aria-live="polite">
        {chosen.players} {chosen.players === 1 ? 'player' : 'players'} and {chosen.coaches}{' '}
        {chosen.coaches === 1 ? 'coach' : 'coaches'} chosen. The tour's page shows each player as their profile allows.
      </p>
      <div className="grid gap-1.5">
        <label htmlFor={filterId} className="text-sm font-semibold text-club-black">
          Find a player or coach
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-base focus:border-focus focus:outline-2 focus:outline-focus"
        />
      </div>
      {loading && <p className="text-sm text-neutral-600">Loading the profiles...</p>}
      <div className="grid max-h-[28rem] gap-4 overflow-y-auto rounded-md border border-neutral-200 p-3">
        {playerGroups.map((group) => (
          <PeopleGroup key={group.key} form={form} name={'playerIds' as Path<T>} group={group} filter={filter} />
        ))}
        <PeopleGroup form={form} name={'coachIds' as Path<T>} group={coachGroup} filter={filter} />
        {!loading && playerGroups.length === 0 && coachGroup.people.length === 0 && (
          <p className="text-sm text-neutral-600">No profiles yet: add players and coaches in Profiles first.</p>
        )}
      </div>
    </fieldset>
  );
}
