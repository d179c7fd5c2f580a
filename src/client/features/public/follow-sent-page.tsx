// /follow/sent (issue 22): where a follow leads once stored. The same words whether or not the address already
// followed, so the page tells nobody who follows the club.
import { FOLLOW_MESSAGES } from '../../../shared/follow';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { PageHeader } from './layout/page-header';

export default function FollowSentPage() {
  return (
    <>
      <PageHeader title="Check Your Email" />
      <div className="bg-stone-100">
        <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
          <p role="status" className="rounded-xl bg-white p-6 text-lg shadow-sm sm:p-8">
            {FOLLOW_MESSAGES.sent}
          </p>
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
