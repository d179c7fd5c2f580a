// What POST /api/registrations takes, as the OpenAPI document describes it: the fields, their types and the values
// the server's rules (validateRegistration, shared with the plain form) accept, so a club's other tools can build
// the form from the document. The rules themselves stay in one place: the route reads the body leniently
// (`registrationFields`) and answers every wrong field with the form's own message, which a schema check here
// would replace with its own. The API test compares the two.
import { z } from 'zod/v4';
import { MOBILE_EXAMPLE } from '../../shared/phone';
import { LONG_TEXT_MAX, NAME_MAX, REGISTRATION_FIELDS, SHORT_TEXT_MAX } from '../../shared/registration';
import { described, named } from '../response-schemas';

/** The form's fields as JSON: text, or booleans for the consents. Checked by validateRegistration, not here. */
export const registrationFields = z.object(
  Object.fromEntries(REGISTRATION_FIELDS.map((name) => [name, z.union([z.string(), z.boolean()]).optional()])),
);

const PHONE = `${MOBILE_EXAMPLE.replace(/^Enter a/, 'A')}.`;
const required = (max: number) => z.string().min(1).max(max);
const optional = (max: number, description?: string) => {
  const schema = z.string().max(max).optional();
  return description ? described(description, schema) : schema;
};
/** A consent: true, or the form's ticked checkbox ('on'). Anything else is refused. */
const agreed = (what: string) =>
  described(`Required: the family agrees ${what}.`, z.union([z.literal(true), z.enum(['on', 'true', 'yes'])]));

export const registrationRequestSchema = named(
  'RegistrationRequest',
  z.object({
    firstName: required(NAME_MAX),
    lastName: required(NAME_MAX),
    dateOfBirth: described(
      "A real day, not in the future: 'YYYY-MM-DD' (a date input's), or typed day first as 'DD/MM/YYYY' ('03/04/2014' is 3 April 2014). 18 or over on the club's day makes the player an adult, who registers themselves.",
      z.string(),
    ),
    gender: described(
      "Female or Male, in any case ('Female' is read as 'female'); blank or left out when not given.",
      z.enum(['female', 'male', '']).optional(),
    ),
    teamId: described("One of the club's teams (GET /api/teams).", z.uuid()),
    school: optional(SHORT_TEXT_MAX, 'School or last club.'),
    experience: optional(LONG_TEXT_MAX),
    playerPhone: optional(SHORT_TEXT_MAX, `The player's own phone: required for an adult. ${PHONE}`),
    guardianName: optional(NAME_MAX, 'Required for a player under 18.'),
    guardianRelationship: optional(SHORT_TEXT_MAX, 'Required for a player under 18: such as Mother.'),
    guardianPhone: optional(SHORT_TEXT_MAX, `Required for a player under 18. ${PHONE}`),
    email: described(
      'The family gets a confirmation at this address; blank or left out when there is none.',
      z.union([z.email().max(SHORT_TEXT_MAX), z.literal('')]).optional(),
    ),
    emergencyName: required(NAME_MAX),
    emergencyPhone: described(
      `${PHONE} Another person's: not the guardian's nor the player's phone.`,
      z.string().max(SHORT_TEXT_MAX),
    ),
    medical: optional(LONG_TEXT_MAX, 'Medical conditions, allergies or medication: seen by club staff only.'),
    consentCodeOfConduct: agreed("to the club's code of conduct"),
    consentMedical: agreed('that the club may arrange emergency medical treatment'),
    photoConsent: described(
      'Whether the club may publish photos of the player: true or yes; left out is no.',
      z.union([z.boolean(), z.enum(['yes', 'no', ''])]).optional(),
    ),
  }),
);
