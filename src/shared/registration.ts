// Season registration: the form's fields and their messages, one reading for the JSON API and the
// plain form posted without JavaScript, so both say the same thing. The form's values are text (a checkbox sends
// 'on', the photo choice 'yes' or 'no'); the API may send the same as JSON booleans.
import { AGE_GROUP_VALUES } from './constants';
import { ADULT_AGE, ageOn, readTypedBirthDate } from './date-of-birth';
import { looksLikeEmail } from './email';
import { MOBILE_EXAMPLE, normaliseMobile } from './phone';

export const REGISTRATION_STATUSES = ['new', 'accepted', 'waitlisted', 'declined'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
};

export const FEE_STATUSES = ['unpaid', 'paid', 'waived'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];
export const FEE_STATUS_LABELS: Record<FeeStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', waived: 'Waived' };

export const FEE_METHODS = ['cash', 'bank-transfer', 'mobile-money'] as const;
export type FeeMethod = (typeof FEE_METHODS)[number];
export const FEE_METHOD_LABELS: Record<FeeMethod, string> = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  'mobile-money': 'Mobile money',
};

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { female: 'Female', male: 'Male' };

/** Every field of the form, as the browser sends it, in the order the form shows them. */
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'teamId',
  'school',
  'experience',
  'playerPhone',
  'guardianName',
  'guardianRelationship',
  'guardianPhone',
  'email',
  'emergencyName',
  'emergencyPhone',
  'medical',
  'consentCodeOfConduct',
  'consentMedical',
  'photoConsent',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationFormValues = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** The contacts and health notes: stored sealed when DATA_KEY is set, shown only in the portal's detail view. */
export type RegistrationPrivate = {
  playerPhone: string | null;
  guardianName: string | null;
  guardianRelationship: string | null;
  guardianPhone: string | null;
  email: string | null;
  emergencyName: string;
  emergencyPhone: string;
  medical: string | null;
};

/** A registration as checked, ready to store. */
export type RegistrationPayload = {
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  gender: Gender | null;
  teamId: string;
  school: string | null;
  experience: string | null;
  photoConsent: boolean;
  /** 18 or over on the day: registered themselves, no guardian needed. */
  adult: boolean;
  private: RegistrationPrivate;
};

export const NAME_MAX = 100;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
/** Older than this is a typing mistake, not a player. */
const OLDEST_AGE = 100;

/** The form's values from anything sent (a url-encoded body, JSON): text only, booleans as the form sends them. */
export function registrationFormValues(read: (name: RegistrationField) => unknown): RegistrationFormValues {
  const values = {} as RegistrationFormValues;
  for (const name of REGISTRATION_FIELDS) {
    const value = read(name);
    values[name] =
      typeof value === 'string'
        ? value
        : value === true
          ? name === 'photoConsent'
            ? 'yes'
            : 'on'
          : value === false && name === 'photoConsent'
            ? 'no'
            : '';
  }
  return values;
}

/** The club's age group for a player of `age`: U10 under 10, U14 under 14, U16 under 16, U19 under 19, else Senior. */
export function ageGroupForAge(age: number): (typeof AGE_GROUP_VALUES)[number] {
  if (age < 10) return 'u10';
  if (age < 14) return 'u14';
  if (age < 16) return 'u16';
  if (age < 19) return 'u19';
  return 'senior';
}

const UNDER = /\b(?:u|under)[\s-]*(\d{1,2})\b/;

/** 'u14' for 'Under 14', 'U14 (Under 14)' or 'u14'; 'senior' for 'Senior (19+)' or 'Open'; '' for anything else. */
export function teamAgeGroup(text: string): string {
  const typed = text.trim().toLowerCase();
  if ((AGE_GROUP_VALUES as readonly string[]).includes(typed)) return typed;
  const under = UNDER.exec(typed)?.[1];
  if (under !== undefined) {
    const group = `u${Number(under)}`;
    return (AGE_GROUP_VALUES as readonly string[]).includes(group) ? group : '';
  }
  return /\b(senior|seniors|open|adults?)\b|19\s*\+/.test(typed) ? 'senior' : '';
}

/** The first of the club's teams for the age of a player born on `born` ('YYYY-MM-DD') on `ageDay`, or null. */
export function suggestedTeam<T extends { id: string; ageGroup: string }>(
  teams: readonly T[],
  born: string,
  ageDay: string,
): T | null {
  const group = ageGroupForAge(ageOn(born, ageDay));
  return teams.find((team) => teamAgeGroup(team.ageGroup) === group) ?? null;
}

/**
 * The day a player's age group is decided on for the season: Site Settings' age cut-off day, else 31 December of
 * the season's year. A child 10 in December plays the season as 10, not as the 9 they are when registered.
 */
export const seasonAgeDay = (settings: { season: string; seasonCutoffDate: string | null }, today: string) =>
  settings.seasonCutoffDate ?? `${seasonYear(settings.season, today)}-12-31`;

/**
 * The registration to store, or the first message for each field that is not right. `today` is the club's day
 * ('YYYY-MM-DD'): it decides who is 18 or over. `teamIds` are the club's teams (a stale form may name a team
 * deleted since).
 */
export function validateRegistration(
  values: RegistrationFormValues,
  { today, teamIds }: { today: string; teamIds: readonly string[] },
): { payload: RegistrationPayload } | { errors: RegistrationErrors } {
  const errors: RegistrationErrors = {};
  const text = (name: RegistrationField, max: number, label: string, required?: string): string | null => {
    const value = values[name].trim();
    if (value === '') {
      if (required) errors[name] = required;
      return null;
    }
    if (value.length > max) errors[name] = `${label} must be at most ${max} characters`;
    return value;
  };
  const mobile = (name: RegistrationField, required: boolean): string | null => {
    const typed = values[name].trim();
    if (typed === '') {
      if (required) errors[name] = MOBILE_EXAMPLE;
      return null;
    }
    const phone = normaliseMobile(typed);
    if (!phone) errors[name] = MOBILE_EXAMPLE;
    return phone;
  };

  const firstName = text('firstName', NAME_MAX, 'First name', 'First name is required');
  const lastName = text('lastName', NAME_MAX, 'Last name', 'Last name is required');
  const typedBirth = values.dateOfBirth.trim();
  const born = readTypedBirthDate(typedBirth);
  let adult = false;
  if (typedBirth === '') errors.dateOfBirth = 'Date of birth is required';
  else if (!born) errors.dateOfBirth = 'Enter the date of birth as a real day, such as 15/03/2014';
  else if (born > today) errors.dateOfBirth = 'Date of birth cannot be in the future';
  else if (ageOn(born, today) > OLDEST_AGE) errors.dateOfBirth = 'Check the year of birth';
  else adult = ageOn(born, today) >= ADULT_AGE;

  // 'Female' as the message names it, or the form's 'female': the word in any case.
  const gender = values.gender.trim().toLowerCase();
  if (gender !== '' && !GENDERS.includes(gender as Gender))
    errors.gender = 'Gender must be Female or Male, or left blank';
  const teamId = values.teamId.trim();
  if (!teamIds.includes(teamId)) errors.teamId = 'Choose the team to apply for';
  const school = text('school', SHORT_TEXT_MAX, 'School or last club');
  const experience = text('experience', LONG_TEXT_MAX, 'Experience');

  // An adult registers themselves: their own phone instead of a guardian's.
  const playerPhone = mobile('playerPhone', adult);
  const guardianName = text(
    'guardianName',
    NAME_MAX,
    'Parent or guardian name',
    adult ? undefined : 'Parent or guardian name is required',
  );
  const guardianRelationship = text(
    'guardianRelationship',
    SHORT_TEXT_MAX,
    'Relationship',
    adult ? undefined : 'Relationship to the player is required',
  );
  const guardianPhone = mobile('guardianPhone', !adult);
  const email = values.email.trim();
  if (email !== '' && (!looksLikeEmail(email) || email.length > SHORT_TEXT_MAX)) {
    errors.email = 'Enter a valid email address, or leave it blank';
  }
  const emergencyName = text('emergencyName', NAME_MAX, 'Emergency contact name', 'Emergency contact name is required');
  const emergencyPhone = mobile('emergencyPhone', true);
  if (emergencyPhone && (emergencyPhone === guardianPhone || emergencyPhone === playerPhone)) {
    errors.emergencyPhone = 'The emergency contact must be a second person, with a different phone number';
  }
  const medical = text('medical', LONG_TEXT_MAX, 'Medical conditions, allergies or medication');

  if (!isTicked(values.consentCodeOfConduct))
    errors.consentCodeOfConduct = "You must agree to the club's code of conduct";
  if (!isTicked(values.consentMedical)) {
    errors.consentMedical = 'You must agree that the club may arrange emergency medical treatment';
  }
  const photo = values.photoConsent.trim();
  if (photo !== '' && photo !== 'yes' && photo !== 'no') errors.photoConsent = 'Choose yes or no';

  if (Object.keys(errors).length > 0) return { errors };
  return {
    payload: {
      firstName: firstName!,
      lastName: lastName!,
      dateOfBirth: born!,
      gender: gender === '' ? null : (gender as Gender),
      teamId,
      school,
      experience,
      photoConsent: photo === 'yes',
      adult,
      private: {
        playerPhone,
        guardianName,
        guardianRelationship,
        guardianPhone,
        email: email === '' ? null : email,
        emergencyName: emergencyName!,
        emergencyPhone: emergencyPhone!,
        medical,
      },
    },
  };
}

/** A ticked checkbox: the form's 'on', or JSON's true (read as 'on' by registrationFormValues). */
const isTicked = (value: string) => value === 'on' || value === 'true' || value === 'yes';

/** 'R-2027-0042': the season's year and the registration's number in that season. */
export const formatReference = (year: number, number: number) => `R-${year}-${String(number).padStart(4, '0')}`;

/** The year a season is named after ('2027 Season' is 2027), else the club's current year. */
export function seasonYear(season: string, today: string): number {
  const year = /\b(\d{4})\b/.exec(season)?.[1];
  return year ? Number(year) : Number(today.slice(0, 4));
}

/** The 409 while the window is closed, and what /register says then. */
export const REGISTRATION_CLOSED = 'Registration is closed at the moment. Send the club an enquiry instead.';

/**
 * The 409 for a player registered twice in one season. Without the reference: anyone who knows a child's name and
 * date of birth could read it here, and the club asks for it on calls and payments. The family has it from the
 * confirmation.
 */
export const duplicateMessage = (season: string) =>
  `This player is already registered for ${season}. Contact the club to change it.`;
