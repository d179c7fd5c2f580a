// What the server works out for players and coaches on the club's day (ADR 032), before a create or update saves.
import { ageOf } from '../../shared/date-of-birth';
import { publishingDefaults } from '../../shared/publishing';

type Values = Record<string, unknown>;

/** With a readable date of birth the age is worked out from it, so a typed age can never contradict it. */
function withAge(values: Values, today: string): Values {
  const age = ageOf(
    {
      age: (values.age as number | undefined) ?? null,
      dateOfBirth: (values.dateOfBirth as string | undefined) ?? null,
    },
    today,
  );
  return age === null ? values : { ...values, age };
}

export const prepareCoach = (values: Values, _mode: 'create' | 'update', today: string) => withAge(values, today);

/**
 * A new player's publishing choices that the request leaves out take the defaults for their age (a child's name
 * as first name and initial, the date of birth hidden); an update that leaves them out keeps what is saved.
 */
export function preparePlayer(values: Values, mode: 'create' | 'update', today: string): Values {
  const prepared = withAge(values, today);
  if (mode === 'update') return prepared;
  const defaults = publishingDefaults(prepared, today);
  return {
    ...prepared,
    nameOnWebsite: prepared.nameOnWebsite ?? defaults.nameOnWebsite,
    showDateOfBirth: prepared.showDateOfBirth ?? defaults.showDateOfBirth,
  };
}
