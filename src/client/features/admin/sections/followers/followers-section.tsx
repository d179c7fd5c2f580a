// Followers, for Admins and Editors: how many confirmed followers club news and each team have, every
// address with its choices and whether it is confirmed, Remove, and the CSV. Says plainly when no email can go out.
import { Download } from 'lucide-react';
import type { FollowerListItem, FollowerSummary } from '../../../../../shared/followers-portal';
import { api } from '../../../../../shared/paths';
import { buttonClasses } from '../../../../components/ui/button';
import { useConfirmDelete } from '../../lib/use-confirm-delete';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ListView } from '../../ui/list-view';
import { Notice } from '../../ui/notice';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useFollowerSummary, useFollowers, useRemoveFollower } from './api';
import { FollowerCard } from './follower-card';

const followersWord = (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`;

/** The confirmed counts: only they get email, so only they are counted. */
function Counts({ summary }: { summary: FollowerSummary }) {
  const rows = [{ id: 'news', name: 'Club news', followers: summary.news }, ...summary.teams];
  return (
    <section aria-labelledby="followers-counts" className="mb-6">
      <h2 id="followers-counts" className="mb-3 font-display text-xl font-semibold text-club-black">
        Confirmed followers
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-neutral-200 bg-white px-4 py-3 shadow-sm">
            <span className="block text-sm text-neutral-600">{row.name}</span>
            <span className="font-display text-2xl font-bold text-club-black">{followersWord(row.followers)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FollowersSection({ title }: SectionProps) {
  const query = useFollowers();
  const summary = useFollowerSummary();
  const remove = useRemoveFollower();
  const confirm = useConfirmDelete((follower: FollowerListItem) => remove.mutate(follower.id));
  const total = query.data?.length ?? 0;

  return (
    <>
      <SectionHeader
        title={title}
        description="Families who get the club's emails: news articles, and changes to the fixtures of the teams they follow."
      >
        {query.data && (
          <p className="mt-2 inline-block rounded-full bg-club-black px-3 py-1 text-sm font-semibold text-white">
            Total: {followersWord(total)}
          </p>
        )}
      </SectionHeader>
      {summary.data && !summary.data.mailEnabled && (
        <Notice label="Email to followers" action={null}>
          No email is sent until the club's mail server is set up (SMTP_URL): followers get no confirmation link, no
          news and no fixture changes until then.
        </Notice>
      )}
      {summary.data && <Counts summary={summary.data} />}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold text-club-black">Addresses</h2>
        {/* A plain link: the browser downloads the file the server names, with the session cookie. */}
        <a href={api.followersCsv} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Download className="h-4 w-4" aria-hidden />
          Download CSV
        </a>
      </div>
      <ListView
        query={query}
        loadingText="Loading followers..."
        emptyText="Nobody follows the club yet. Families follow with the form on Fixtures, on each article and in the footer."
        what="the followers"
      >
        {(followers) => (
          <ul className="grid gap-4">
            {followers.map((follower) => (
              <FollowerCard
                key={follower.id}
                follower={follower}
                onRemove={() => confirm.ask(follower)}
                removing={remove.isPending && remove.variables === follower.id}
              />
            ))}
          </ul>
        )}
      </ListView>
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.asking ? `Remove ${confirm.asking.email}?` : ''}
        description="They will get no more emails from the club, and any still waiting are dropped. This cannot be undone; they can follow again on the website."
        confirmLabel="Remove"
      />
    </>
  );
}
