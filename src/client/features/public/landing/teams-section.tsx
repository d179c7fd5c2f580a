import { ArrowRight, Check } from 'lucide-react';
import type { PublicRow } from '../../../../shared/entities';
import { filterHref, paths, TEAM_FILTER_PARAM } from '../../../../shared/paths';
import { nextEventByTeam } from '../../../../shared/schedule';
import type { ClubEvent } from '../../../../shared/schema';
import { teamColor, teamTone } from '../../../components/club/colors';
import { CardPicture } from '../../../components/ui/card-picture';
import { Spinner } from '../../../components/ui/spinner';
import { useEntityList } from '../../../lib/entity-queries';
import { useClubContext } from '../../../lib/page-request';
import { NextEvent } from '../fixtures/next-event';
import { ANCHORS } from '../layout/nav-links';
import { Section } from './section';

export function TeamsSection() {
  const { data: teams, isLoading } = useEntityList('teams');
  const { data: events } = useEntityList('events');
  const { now, timeZone } = useClubContext();
  const next = nextEventByTeam(events ?? [], now);
  return (
    <Section
      id={ANCHORS.teams}
      tone="muted"
      title="Our Teams"
      intro="From first-timers to national league players, there is a team for every age and every level."
    >
      {isLoading ? (
        <Spinner label="Loading teams..." />
      ) : teams && teams.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map((team) => (
            <TeamCard key={team.id} team={team} next={next.get(team.id)} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <p className="text-center text-neutral-700">Team line-ups for the new season are coming soon.</p>
      )}
    </Section>
  );
}

function TeamCard({ team, next, timeZone }: { team: PublicRow<'teams'>; next?: ClubEvent; timeZone: string }) {
  const tone = teamTone(team.color);
  const color = teamColor(team.color);
  return (
    <li data-team-tone={tone} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-md">
      {team.imageUrl && (
        <CardPicture
          src={team.imageUrl}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={false}
          thumbnail={false}
          className="aspect-[16/9]"
        />
      )}
      <div className={`px-6 py-5 ${color.bg} ${color.text}`}>
        <p className="text-sm font-bold uppercase tracking-wider opacity-90">{team.ageGroup}</p>
        <h3 className="font-display text-3xl font-bold uppercase tracking-wide">{team.name}</h3>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="leading-relaxed text-neutral-700">{team.description}</p>
        {team.features.length > 0 && (
          <ul className="mt-4 grid gap-2">
            {team.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-club-red" aria-hidden />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
        <a
          href={filterHref(paths.register, TEAM_FILTER_PARAM, team.id)}
          className="mt-auto inline-flex min-h-11 items-center gap-2 self-start pt-4 font-semibold text-club-red hover:underline"
        >
          Register<span className="sr-only"> for {team.name}</span>
          <ArrowRight className="h-4 w-4" aria-hidden />
        </a>
      </div>
      {next && <NextEvent event={next} timeZone={timeZone} />}
    </li>
  );
}
