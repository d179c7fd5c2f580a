// The plain follow form's fields as the server reads them: a box per team with a name of its own, and the one
// name every box shared on pages made before (still open in a browser or saved on a phone).
import { describe, expect, it } from 'vitest';
import { followFormValues, teamFieldName } from './follow';

const U14 = '6282bf87-d5cc-48c6-823b-a2467bc87195';
const SENIORS = 'f4d55969-569e-44e3-956c-59de2c8bda54';

describe('followFormValues', () => {
  it("reads each team's own box, whatever its value", () => {
    const form = new URLSearchParams([
      ['email', 'fan@example.org'],
      [teamFieldName(U14), '1'],
      [teamFieldName(SENIORS), 'on'],
    ]);
    expect(followFormValues(form)).toEqual({ email: 'fan@example.org', news: false, teamIds: [U14, SENIORS] });
    expect(teamFieldName(U14)).toBe(`team-${U14}`);
  });

  it("reads an older page's shared name too, and club news", () => {
    const form = new URLSearchParams([
      ['news', '1'],
      ['team', U14],
      ['team', SENIORS],
    ]);
    expect(followFormValues(form)).toEqual({ email: '', news: true, teamIds: [U14, SENIORS] });
  });

  it('reads no team from a field that only starts like one', () => {
    expect(followFormValues(new URLSearchParams([['teams', U14]])).teamIds).toEqual([]);
  });
});
