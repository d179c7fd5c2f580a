// Fixtures (ADR 029): when and where the next game or training is, and how the teams did. Rendered on the server with
// no island: the team filter is a set of links (`?team=`), times are in the club's time zone.
import { zonePlace } from '../../../shared/club-time';
import { CLUB } from '../../../shared/constants';
import { filterHref, paths, TEAM_FILTER_PARAM } from '../../../shared/paths';
import { resultEvents, upcomingEvents } from '../../../shared/schedule';
import type { ClubEvent } from '../../../shared/schema';
import { Spinner } from '../../components/ui/spinner';
import { useEntityList } from '../../lib/entity-queries';
import { useClubContext, useQueryParam } from '../../lib/page-request';
import { FilterButtons } from './filter-buttons';
import { CalendarLinks } from './fixtures/calendar-links';
import { EventsByDay } from './fixtures/event-item';
import { FollowSection } from './follow/follow-form';
import { PageHeader } from './layout/page-header';
import { ShareLinks } from './share-links';

export default function FixturesPage() {
  const events = useEntityList('events');
  const teams = useEntityList('teams');
  const { now, timeZone, siteUrl } = useClubContext();
  const teamList = teams.data ?? [];
  const teamId = useQueryParam(TEAM_FILTER_PARAM, (value) => teamList.some((team) => team.id === value));
  const teamName = new Map(teamList.map((team) => [team.id, team.name]));
  const shown = (events.data ?? []).filter((event) => teamId === null || event.teamId === teamId);

  return (
    <>
      <PageHeader title="FIXTURES & RESULTS">
        <p>Games, training and tournaments for every team, and how we did. Times are {zonePlace(timeZone)} time.</p>
      </PageHeader>
      <div className="bg-stone-100">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:py-14">
          {events.isLoading || teams.isLoading ? (
            <Spinner label="Loading fixtures..." />
          ) : (
            <>
              {teamList.length > 0 && (
                <FilterButtons
                  label="Filter by team"
                  allLabel="All Teams"
                  options={teamList.map((team) => ({ value: team.id, label: team.name }))}
                  value={teamId}
                  path={paths.fixtures}
                  param={TEAM_FILTER_PARAM}
                />
              )}
              {/* Near the top, under the filter: on a phone the lists below run to thousands of pixels. */}
              <CalendarLinks siteUrl={siteUrl} teamId={teamId} teamName={teamId ? teamName.get(teamId) : undefined} />
              {/* The page as it is shown: a team's fixtures when one is chosen. */}
              <ShareLinks
                url={`${siteUrl}${filterHref(paths.fixtures, TEAM_FILTER_PARAM, teamId)}`}
                text={`${teamId ? `${teamName.get(teamId)} fixtures` : 'Fixtures and results'}: ${CLUB.name}`}
              />
              <EventList
                title="Upcoming"
                events={upcomingEvents(shown, now)}
                emptyText="No upcoming events."
                teamName={teamName}
                timeZone={timeZone}
              />
              <EventList
                title="Results"
                events={resultEvents(shown)}
                emptyText="No results yet."
                teamName={teamName}
                timeZone={timeZone}
              />
              <FollowSection teams={teamList} idPrefix="fixtures-follow" teamId={teamId} />
            </>
          )}
        </div>
      </div>
    </>
  );
}

function EventList({
  title,
  events,
  emptyText,
  teamName,
  timeZone,
}: {
  title: string;
  events: ClubEvent[];
  emptyText: string;
  teamName: Map<string, string>;
  timeZone: string;
}) {
  const id = `${title.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-3xl font-bold uppercase tracking-wide text-club-black">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 text-lg text-neutral-700">{emptyText}</p>
      ) : (
        <EventsByDay events={events} teamName={teamName} timeZone={timeZone} />
      )}
    </section>
  );
}
