// On the confirmation page (an island that shows nothing): the registration is stored, so what the family typed,
// the child's details and medical notes among it, is no longer kept in this browser.
import { useEffect } from 'react';
import { forgetRegistrationDraft } from './registration-draft';

export default function ForgetRegistrationDraftIsland() {
  useEffect(forgetRegistrationDraft, []);
  return null;
}
