// /follow/sent: where a follow leads once stored. The same words whether or not the address already
// followed, so the page tells nobody who follows the club; it says what was chosen, from the query the plain form's
// answer carries (?news=1&team=…: what was posted, never what is stored).
import { FOLLOW_FIELDS, FOLLOW_MESSAGES } from '../../../shared/follow';
import { paths } from '../../../shared/paths';
import { buttonClasses } from '../../components/ui/button';
import { usePageRequest } from '../../lib/page-request';
import { FollowChoicesSentence } from './follow/follow-choices-sentence';
import { PageHeader } from './layout/page-header';

export default function FollowSentPage() {
  const query = usePageRequest()?.query ?? new URLSearchParams();
  const choices = { news: query.has(FOLLOW_FIELDS.news), teamIds: query.getAll(FOLLOW_FIELDS.team) };
  return (
    <>
      <PageHeader title="Check Your Email" />
      <div className="bg-stone-100">
        <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
          <div role="status" className="grid gap-4 rounded-xl bg-white p-6 text-lg shadow-sm sm:p-8">
            <p>{FOLLOW_MESSAGES.sent}</p>
            <FollowChoicesSentence choices={choices} />
          </div>
          <a
            href={paths.fixtures}
            className={buttonClasses({ variant: 'dark', size: 'lg', className: 'justify-self-start' })}
          >
            See the fixtures
          </a>
        </div>
      </div>
    </>
  );
}
