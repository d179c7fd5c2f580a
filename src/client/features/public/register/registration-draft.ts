// What a family types in the registration form, kept in this browser (the portal's drafts, lib/local-drafts.ts) so
// that a reload or a failed send on a poor line loses nothing. The form is the server's plain HTML: its fields are
// read and filled as they are. The medical notes are dropped from the draft once the form is sent, and the whole
// draft once the registration is stored (the confirmation page forgets it).
import {
  type DraftValues,
  publicDraftKey,
  readDraft,
  removeDraft,
  storableValues,
  writeDraft,
} from '../../../lib/local-drafts';

const KEY = publicDraftKey('registration');

/** Never kept past the send: health details do not stay on a phone the family may share. */
const SENT_OMITS = ['medical'];

/** What the form holds now: its text, choices and ticks, by name. */
const valuesOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries(
    [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

export function keepRegistrationDraft(form: HTMLFormElement, { sending = false } = {}): void {
  writeDraft(KEY, {
    savedAt: Date.now(),
    version: null,
    values: storableValues(valuesOf(form), sending ? SENT_OMITS : []),
  });
}

/** Puts the draft back into the fields left empty: what the server answered with (a refused send) stays. */
export function restoreRegistrationDraft(form: HTMLFormElement): void {
  const values: DraftValues = readDraft(KEY)?.values ?? {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' || value === '') continue;
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      // The photo choice: only when none is made.
      const radios = [...field].filter((item): item is HTMLInputElement => item instanceof HTMLInputElement);
      if (!radios.some((radio) => radio.checked)) {
        const chosen = radios.find((radio) => radio.value === value);
        if (chosen) chosen.checked = true;
      }
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (!field.checked) field.checked = value === field.value || value === 'on';
    } else if (
      (field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement) &&
      field.value === ''
    ) {
      field.value = value;
      // The date of birth's island suggests the team for it as if typed.
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

export const forgetRegistrationDraft = () => removeDraft(KEY);
