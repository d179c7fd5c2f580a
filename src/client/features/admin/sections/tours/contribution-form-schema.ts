// The contribution form as the portal holds it: every control's text, checked by the shared schema the
// server uses (src/shared/contribution-form.ts), so a refusal reads the same here and there. The day is checked
// against the club's today on this device's clock (ADR 058), which the form gives.
import { z } from 'zod/v4';
import {
  type ContributionForStaff,
  contributionSchemaOn,
  toeaToKinaText,
} from '../../../../../shared/contribution-form';

const formFields = z.object({
  /** Kina as typed: '250' or '250.50'. */
  amount: z.string(),
  /** A date input's 'YYYY-MM-DD'. */
  receivedOn: z.string(),
  supporterName: z.string(),
  showName: z.boolean(),
  showAmount: z.boolean(),
  /** '' until one is chosen. */
  method: z.string(),
  /** '' unless the method is Sponsor. */
  sponsorId: z.string(),
  reference: z.string(),
});
export type ContributionFormValues = z.input<typeof formFields>;

/**
 * The text of each control, read by the shared rules (a method not chosen yet is refused there, in its words); the
 * day given may not be after `today()`.
 */
export const contributionFormSchemaOn = (today: () => string) => {
  const checked = contributionSchemaOn(today);
  return formFields.transform((values) => values as z.input<typeof checked>).pipe(checked);
};

export const CONTRIBUTION_FIELDS = Object.keys(formFields.shape) as (keyof ContributionFormValues)[];

/** A new contribution starts on `today`, neither name nor amount shown; an existing one as saved. */
export const toContributionFormValues = (item: ContributionForStaff | null, today: string): ContributionFormValues => ({
  amount: item ? toeaToKinaText(item.amountToea) : '',
  receivedOn: item?.receivedOn ?? today,
  supporterName: item?.supporterName ?? '',
  showName: item?.showName ?? false,
  showAmount: item?.showAmount ?? false,
  method: item?.method ?? '',
  sponsorId: item?.sponsorId ?? '',
  reference: item?.reference ?? '',
});

/**
 * What the API takes: the amount as typed (the server reads kina as this form does) and, for a method other than
 * Sponsor, no sponsor.
 */
export const toContributionBody = (values: ContributionFormValues) => ({
  ...values,
  sponsorId: values.method === 'sponsor' ? values.sponsorId : '',
});
