// Season registration (ADR 038): where a registration leads once stored (`/register/sent?reference=R-2027-0042`): its
// reference, what happens next (the same steps as the confirmation email) and the fee information. The reference is not
// personal data; the page is made for each request (never kept: any reference could be asked for) and is not for search
// engines.

import { paths, REGISTRATION_REFERENCE_PARAM } from '../../../shared/paths';
import { KEEP_THE_REFERENCE, REGISTRATION_NEXT_STEPS } from '../../../shared/registration-next-steps';
import { buttonClasses } from '../../components/ui/button';
import { Island } from '../../islands/island';
import { useSettings } from '../../lib/entity-queries';
import { usePageRequest } from '../../lib/page-request';
import { PageHeader } from './layout/page-header';
import { FeeInformation } from './register/fee-information';
import ForgetRegistrationDraftIsland from './register/forget-draft-island';

/** 'R-2027-0042' (formatReference); anything else in the address is not shown. */
const REFERENCE = /^R-\d{4}-\d{4,}$/;

export default function RegistrationSentPage() {
  const { data: settings } = useSettings();
  const typed = usePageRequest()?.query.get(REGISTRATION_REFERENCE_PARAM) ?? '';
  const reference = REFERENCE.test(typed) ? typed : null;
  return (
    <>
      <PageHeader title="Registration Sent">
        <p>Thank you. The club has received the registration.</p>
      </PageHeader>
      <div className="bg-stone-100">
        <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
          <section aria-labelledby="registration-next" className="rounded-xl bg-white p-6 shadow-sm sm:p-8">
            {reference && (
              <p className="text-lg">
                Your reference:{' '}
                <strong className="inline-block whitespace-nowrap font-display text-3xl tracking-wide">
                  {reference}
                </strong>
              </p>
            )}
            <p className="mt-2 text-neutral-700">
              {reference ? `${KEEP_THE_REFERENCE} ` : ''}
              If you gave an email address, the club emails you this too.
            </p>
            <h2 id="registration-next" className="mt-6 font-display text-2xl font-bold uppercase tracking-wide">
              What happens next
            </h2>
            <ol className="mt-3 grid list-decimal gap-2 pl-6 text-neutral-800">
              {REGISTRATION_NEXT_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <FeeInformation text={settings?.feeInformation} />
          {/* Stored: what the family typed is no longer kept in the browser. */}
          <Island name="registration-sent" component={ForgetRegistrationDraftIsland} props={{}} />
          <a
            href={paths.home}
            className={buttonClasses({ variant: 'dark', size: 'lg', className: 'justify-self-start' })}
          >
            Back to home
          </a>
        </div>
      </div>
    </>
  );
}
