// The pages behind a follower's links (ADR 048): the address confirmed, the choices to change or stop, and
// the question before stopping everything. Made for each request by render/follow-pages.ts, for the token's holder
// only (they show the address); a page asked for without a known token says the link is not valid (404).

import { paths } from '../../../shared/paths';
import { Button, buttonClasses } from '../../components/ui/button';
import { useEntityList } from '../../lib/entity-queries';
import { type FollowLinkAnswer, usePageRequest } from '../../lib/page-request';
import { FollowChoicesSentence } from './follow/follow-choices-sentence';
import { FollowChoiceBoxes } from './follow/follow-form';
import { PageHeader } from './layout/page-header';

/** The RFC 8058 body: the page's button posts what a mail app's one-click unsubscribe posts. */
const ONE_CLICK = { name: 'List-Unsubscribe', value: 'One-Click' };

const TITLES: Record<FollowLinkAnswer['page'], string> = {
  confirmed: 'You Are Following',
  manage: 'Your Emails',
  unsubscribe: 'Stop All Emails',
  stopped: 'Emails Stopped',
  invalid: 'Link Not Valid',
};

export default function FollowLinkPage() {
  const answer: FollowLinkAnswer = usePageRequest()?.followLink ?? { page: 'invalid' };
  return (
    <>
      <PageHeader title={TITLES[answer.page]} />
      <div className="bg-stone-100">
        <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
          <div className="rounded-xl bg-white p-5 shadow-sm sm:p-8">
            <LinkContent answer={answer} />
          </div>
        </div>
      </div>
    </>
  );
}

function LinkContent({ answer }: { answer: FollowLinkAnswer }) {
  switch (answer.page) {
    case 'confirmed':
      return (
        <div className="grid gap-4 text-lg">
          <div role="status" className="grid gap-2">
            <p>
              You are following the club at <strong className="break-all">{answer.email}</strong>.
            </p>
            <FollowChoicesSentence choices={answer.choices} />
          </div>
          <a href={answer.manageHref} className={buttonClasses({ variant: 'dark', className: 'justify-self-start' })}>
            Change what you receive
          </a>
        </div>
      );
    case 'manage':
      return <ManageForm answer={answer} />;
    case 'unsubscribe':
      return (
        <form method="post" action={answer.action} className="grid gap-5">
          <p className="text-lg">
            Stop all emails to <strong className="break-all">{answer.email}</strong>?
          </p>
          <input type="hidden" name={ONE_CLICK.name} value={ONE_CLICK.value} />
          <Button type="submit" variant="primary" className="justify-self-start">
            Stop all emails
          </Button>
        </form>
      );
    case 'stopped':
      return (
        <p role="status" className="text-lg">
          No more emails will be sent to <strong className="break-all">{answer.email}</strong>. You can follow again at
          any time from the{' '}
          <a href={paths.follow} className="text-club-red underline">
            Follow page
          </a>
          .
        </p>
      );
    case 'invalid':
      return (
        <p className="text-lg">
          This link is not valid any more: the address may have stopped its emails already. To follow the club again,
          use the{' '}
          <a href={paths.follow} className="text-club-red underline">
            Follow page
          </a>
          .
        </p>
      );
  }
}

function ManageForm({ answer }: { answer: Extract<FollowLinkAnswer, { page: 'manage' }> }) {
  const teams = useEntityList('teams').data ?? [];
  return (
    <div className="grid gap-8">
      <form method="post" action={answer.action} className="grid gap-5" aria-label="What you receive">
        {answer.saved && (
          <p role="status" className="rounded-md border border-green-700 bg-green-50 p-4 font-medium text-club-black">
            Your choices are saved.
          </p>
        )}
        <p>
          Emails to <strong className="break-all">{answer.email}</strong>
        </p>
        <FollowChoiceBoxes idPrefix="manage" teams={teams} choices={answer.choices} error={answer.error} />
        <Button type="submit" className="justify-self-start">
          Save choices
        </Button>
      </form>
      <form method="post" action={answer.action} className="grid gap-3 border-t border-neutral-200 pt-6">
        <h2 className="font-display text-2xl font-bold uppercase tracking-wide">Stop everything</h2>
        <p>No more emails of any kind to this address.</p>
        <input type="hidden" name="stop" value="1" />
        <Button type="submit" variant="danger" className="justify-self-start">
          Stop all emails
        </Button>
      </form>
    </div>
  );
}
