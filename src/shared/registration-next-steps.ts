// What a family is told happens after they register: on the confirmation page and in the confirmation email, the
// same words (issue 19).

export const REGISTRATION_NEXT_STEPS =
  'Club staff will look at your registration and contact you to confirm the team and when training starts. ' +
  'Quote your reference when you pay the fee or contact the club.';

/** Shown in place of the fee information while Site Settings has none. */
export const NO_FEE_INFORMATION = 'The club will tell you about the fee when it contacts you.';
