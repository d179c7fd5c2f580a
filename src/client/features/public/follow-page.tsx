// /follow: the whole 'Follow' form, club news and every team. Every follow form posts here; a plain post
// with something wrong is answered on this page with the messages and what was typed (render/follow-pages.ts).
import { useEntityList } from '../../lib/entity-queries';
import { usePageRequest } from '../../lib/page-request';
import { FollowForm } from './follow/follow-form';
import { PageHeader } from './layout/page-header';

export default function FollowPage() {
  const teams = useEntityList('teams').data ?? [];
  const answer = usePageRequest()?.follow;
  return (
    <>
      <PageHeader title="Follow by Email">
        <p>Club news, and a team's moved games and results, by email. No account needed.</p>
      </PageHeader>
      <div className="bg-stone-100">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
          <div className="rounded-xl bg-white p-5 shadow-sm sm:p-8">
            <FollowForm teams={teams} answer={answer} />
          </div>
        </div>
      </div>
    </>
  );
}
