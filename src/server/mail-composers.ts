// Every feature's email composers, put together above the features and handed to the mail sender when the app is
// built (app.ts): the mail module makes no email itself. A kind of kinds.ts that no feature composes fails the
// typecheck here.

import { availabilityComposers } from './families/availability-composers';
import { familyComposers } from './families/family-composers';
import { followComposers } from './follow/follow-composers';
import { enquiryComposers } from './inquiries/enquiry-composers';
import type { MailComposers } from './mail/compose';
import { receiptComposers } from './payments/receipt-composers';
import { registrationComposers } from './registrations/registration-composers';

export const MAIL_COMPOSERS: MailComposers = {
  ...enquiryComposers,
  ...registrationComposers,
  ...followComposers,
  ...familyComposers,
  ...availabilityComposers,
  ...receiptComposers,
};
