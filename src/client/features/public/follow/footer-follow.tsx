// The footer's 'Follow' form: compact, on every public page. An email address and 'Club news'; the teams
// are chosen on /follow, which this links to and which also answers this form's messages (ADR 048).
import { EMAIL_MAX, FOLLOW_FIELDS } from '../../../../shared/follow';
import { FOLLOW_FORM_ID, paths } from '../../../../shared/paths';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';

const ID = 'footer-follow';

export function FooterFollow() {
  return (
    <form
      method="post"
      action={`${paths.follow}#${FOLLOW_FORM_ID}`}
      noValidate
      aria-labelledby={`${ID}-heading`}
      className="col-span-2 grid max-w-sm content-start gap-3"
    >
      <h2 id={`${ID}-heading`} className="font-display text-lg font-bold uppercase tracking-wide text-club-gold">
        {/* Not 'Follow by email': a page's own follow form has that name, and two forms may not share one. */}
        Follow the club by email
      </h2>
      <label htmlFor={`${ID}-email`} className="text-sm font-semibold text-white">
        Email address
      </label>
      <div className="flex gap-2">
        <Input
          id={`${ID}-email`}
          type="email"
          name={FOLLOW_FIELDS.email}
          maxLength={EMAIL_MAX}
          autoComplete="email"
          required
        />
        <Button type="submit" variant="gold">
          Follow
        </Button>
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          id={`${ID}-news`}
          name={FOLLOW_FIELDS.news}
          value="1"
          defaultChecked
          className="h-5 w-5 shrink-0 accent-club-gold"
        />
        <label htmlFor={`${ID}-news`} className="text-sm text-neutral-200">
          Club news
        </label>
      </div>
      <a
        href={paths.follow}
        className="inline-flex min-h-11 items-center text-sm text-club-gold underline hover:text-white"
      >
        Follow a team's games and results
      </a>
    </form>
  );
}
