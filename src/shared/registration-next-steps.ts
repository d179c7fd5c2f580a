// What a family is told after registering: the confirmation page and the confirmation email say the same.

/** Under the reference. */
export const KEEP_THE_REFERENCE = 'Keep it: the club asks for it when you call or pay.';

/** 'What happens next', in order. */
export const REGISTRATION_NEXT_STEPS = [
  'Club staff review the registration and the team applied for.',
  'The club will contact you by phone to confirm the team and when training starts.',
  "Bring the fee to training, or pay it as the club's fee information says.",
] as const;
