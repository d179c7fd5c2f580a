// The registration form's fixed element ids: the server's HTML and the island must agree on them, and the list of
// messages at the top of an answered form links to each field by its id.
import { REGISTRATION_FIELDS, type RegistrationField } from '../../../../shared/registration';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** 'reg-first-name' for firstName; for photoConsent, its Yes choice (the first of the two). */
export const REGISTRATION_FIELD_IDS = Object.fromEntries(
  REGISTRATION_FIELDS.map((name) => [name, `reg-${kebab(name)}`]),
) as Record<RegistrationField, string>;

/** On each option of the team list: the team's age group ('u14'), from which the island suggests a team. */
export const AGE_GROUP_ATTRIBUTE = 'data-age-group';
