// Season registration (ADR 038): '/register', 'Register a Player'. While Site Settings has registration open (and the
// club has teams), the form, with the fee information; otherwise it says registration is closed and points to the
// enquiry form. The answer to a plain post (its messages, what was typed) is rendered for that request only, never
// kept.

import { ENQUIRY_FORM_ID, paths, TEAM_FILTER_PARAM } from '../../../shared/paths';
import { REGISTRATION_CLOSED, seasonAgeDay } from '../../../shared/registration';
import { buttonClasses } from '../../components/ui/button';
import { useEntityList, useSettings } from '../../lib/entity-queries';
import { usePageRequest, usePageToday, useQueryParam } from '../../lib/page-request';
import { PageHeader } from './layout/page-header';
import { FeeInformation } from './register/fee-information';
import { RegistrationForm } from './register/registration-form';
import { teamAgeGroup } from './register/team-suggestion';

/** The 409 the service answers while closed: the page says the same. */

export default function RegisterPage() {
  const { data: settings } = useSettings();
  const { data: teamList } = useEntityList('teams');
  const today = usePageToday();
  const answer = usePageRequest()?.registration;
  const teams = (teamList ?? []).map((team) => ({
    id: team.id,
    name: team.name,
    ageGroup: teamAgeGroup(team.ageGroup),
  }));
  // From a team card: that team chosen to start with (an unknown id is ignored, and such a page is not kept).
  const teamId = useQueryParam(TEAM_FILTER_PARAM, (value) => teams.some((team) => team.id === value));
  // As the service decides (a season is needed for the references), and a team to apply for.
  const open = settings?.registrationOpen === true && settings.season.trim() !== '' && teams.length > 0;

  return (
    <>
      <PageHeader title="Register a Player">
        {open ? (
          <p>
            Register a player for the {settings.season}. It takes a few minutes: have the player's date of birth and a
            parent's or guardian's phone number ready. Club staff review every registration and will call you.
          </p>
        ) : (
          <p>Join the club online when registration for the season opens.</p>
        )}
      </PageHeader>
      <div className="bg-stone-100">
        <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
          {open ? (
            <>
              <FeeInformation text={settings.feeInformation} />
              <RegistrationForm
                teams={teams}
                days={{ today, ageDay: seasonAgeDay(settings, today) }}
                teamId={teamId}
                answer={answer}
              />
            </>
          ) : (
            <section aria-label="Registration closed" className="rounded-xl bg-white p-6 shadow-sm sm:p-8">
              <p className="text-lg font-semibold">{REGISTRATION_CLOSED}</p>
              <p className="mt-2 text-neutral-700">
                Tell us about the player in an enquiry and the club will contact you when registration opens.
              </p>
              <a href={`${paths.home}#${ENQUIRY_FORM_ID}`} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
                Send an Enquiry
              </a>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
