// The client form schemas are the shared insert schemas with form-shaped fields; these are the messages staff see.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/v4';
import { newsFormSchema, PUBLISH_TIME_MESSAGE } from './news/news-form-schema';
import { coachFormSchemaOn } from './profiles/coach-form';
import { playerFormSchemaOn } from './profiles/player-form';
import { sponsorFormSchema } from './sponsors/sponsor-form';
import { teamFormSchema } from './teams/team-form';
import { contributionFormSchemaOn } from './tours/contribution-form-schema';

/** A fixed day in Port Moresby: the date checks read this clock, not the machine's. */
const CLOCK = { now: () => new Date('2026-06-01T02:00:00Z'), timeZone: 'Pacific/Port_Moresby' };
const playerFormSchema = playerFormSchemaOn(CLOCK);
const coachFormSchema = coachFormSchemaOn(CLOCK);
const contributionFormSchema = contributionFormSchemaOn(() => '2026-06-01');

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('admin form schemas', () => {
  it('teams: features text becomes a trimmed list; required fields say so', () => {
    const parsed = teamFormSchema.parse({
      name: 'U14',
      ageGroup: 'U14',
      description: 'Squad',
      features: 'Skills, , Games ',
      color: 'red',
    });
    expect(parsed.features).toEqual(['Skills', 'Games']);
    expect(messages(teamFormSchema, { name: '', ageGroup: ' ', description: 'x', features: '', color: 'red' })).toEqual(
      {
        name: 'Team name is required',
        ageGroup: 'Age group is required',
      },
    );
  });

  it("news: a date input's text is a date, anything else is 'Invalid date format'", () => {
    const form = newsFormSchema('Pacific/Port_Moresby');
    const base = {
      title: 'T',
      excerpt: 'E',
      content: 'C',
      featured: false,
      status: 'published',
      publishTime: '',
      tourId: '',
    };
    expect(form.parse({ ...base, publishDate: '2024-05-01' }).publishDate.toISOString()).toBe(
      '2024-05-01T00:00:00.000Z',
    );
    expect(messages(form, { ...base, publishDate: '' })).toEqual({ publishDate: 'Invalid date format' });
    expect(messages(form, { ...base, publishDate: 'soon' })).toEqual({ publishDate: 'Invalid date format' });
  });

  it('news: a scheduled article is its club-time day and time as an instant; a draft keeps the day alone', () => {
    const form = newsFormSchema('Pacific/Port_Moresby');
    const base = { title: 'T', excerpt: 'E', content: 'C', featured: false, publishDate: '2026-11-30', tourId: '' };
    // Monday 7:00 am in Port Moresby (UTC+10) is Sunday 21:00 UTC.
    const scheduled = form.parse({ ...base, status: 'scheduled', publishTime: '07:00' });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishDate: new Date('2026-11-29T21:00:00.000Z') });
    expect(messages(form, { ...base, status: 'scheduled', publishTime: '' })).toEqual({
      publishTime: PUBLISH_TIME_MESSAGE,
    });
    expect(messages(form, { ...base, status: 'scheduled', publishDate: '', publishTime: '07:00' })).toEqual({
      publishDate: 'Invalid date format',
    });
    // A time left from Scheduled is not sent with a draft.
    const draft = form.parse({ ...base, status: 'draft', publishTime: '07:00' });
    expect(draft.publishDate.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });

  it('players and coaches: age is a whole number, empty or zero is unset; optional text may be empty', () => {
    const player = {
      name: 'Kila',
      position: 'Guard',
      dateOfBirth: '',
      location: '',
      teamId: '',
      description: '',
      showDateOfBirth: false,
    };
    expect(playerFormSchema.parse({ ...player, age: '' }).age).toBeUndefined();
    expect(playerFormSchema.parse({ ...player, age: '0' }).age).toBeUndefined();
    expect(playerFormSchema.parse({ ...player, age: '12' })).toMatchObject({ age: 12, location: undefined });
    expect(messages(playerFormSchema, { ...player, age: '12.5' })).toEqual({ age: 'Invalid input' });
    expect(messages(coachFormSchema, { name: '', role: '', age: '' })).toEqual({
      name: 'Name is required',
      role: 'Role is required',
    });
  });

  it("players and coaches: the date picker's day is sent as month-day-year text", () => {
    const coach = { name: 'Peter', role: 'Coach' };
    expect(coachFormSchema.parse({ ...coach, dateOfBirth: '1985-03-15' }).dateOfBirth).toBe('03-15-1985');
    expect(messages(coachFormSchema, { ...coach, dateOfBirth: '2999-01-01' })).toEqual({
      dateOfBirth: 'The date of birth cannot be in the future',
    });
  });

  it('players: the website choices are checkboxes and a select; consent is an optional date, never ahead', () => {
    const player = { name: 'Kila', position: 'Guard', showDateOfBirth: true };
    // The form always holds the choices (a new player's follow the age); the server fills in those an API leaves out.
    expect(playerFormSchema.parse({ ...player, nameOnWebsite: 'full', photoConsentDate: '' })).toMatchObject({
      nameOnWebsite: 'full',
      showDateOfBirth: true,
      showPhoto: true,
      photoConsentDate: undefined,
    });
    expect(playerFormSchema.parse({ ...player, showPhoto: false, nameOnWebsite: 'first-initial' })).toMatchObject({
      showPhoto: false,
      nameOnWebsite: 'first-initial',
    });
    expect(messages(playerFormSchema, { ...player, photoConsentDate: '2999-01-01' })).toEqual({
      photoConsentDate: 'The consent date cannot be in the future',
    });
  });

  it("news: 'Tour (optional)' left at No tour is no tour", () => {
    const form = newsFormSchema('Pacific/Port_Moresby');
    const article = { title: 'T', excerpt: '', content: 'C', featured: false, status: 'published', publishTime: '' };
    expect(form.parse({ ...article, publishDate: '2026-11-30', tourId: '' }).tourId).toBeNull();
  });

  it('tour contributions: kina as typed become toea; the method, the sponsor and the name say what is missing', () => {
    const base = {
      amount: '1,250.5',
      receivedOn: '2026-01-02',
      supporterName: 'Mary',
      showName: false,
      showAmount: false,
      method: 'cash',
      sponsorId: '',
      reference: '',
    };
    expect(contributionFormSchema.parse(base)).toMatchObject({ amount: 125050, sponsorId: null, reference: null });
    expect(messages(contributionFormSchema, { ...base, amount: '0.001', method: '' })).toEqual({
      amount: 'Use at most 2 decimal places (toea)',
      method: 'Choose Cash, Bank transfer, Mobile money or Sponsor',
    });
    expect(messages(contributionFormSchema, { ...base, method: 'sponsor', supporterName: '' })).toEqual({
      sponsorId: 'Choose the sponsor',
    });
    expect(messages(contributionFormSchema, { ...base, supporterName: ' ' })).toEqual({
      supporterName: "Supporter's name is required",
    });
    expect(messages(contributionFormSchema, { ...base, receivedOn: '2999-01-01' })).toEqual({
      receivedOn: 'The date cannot be after today',
    });
  });

  it('sponsors: no order in the form (the list is ordered by dragging); the website is optional', () => {
    const sponsor = { name: 'Hiri', description: 'Kit', websiteUrl: '' };
    const parsed = sponsorFormSchema.parse({ ...sponsor, order: '1.5' });
    expect(parsed).not.toHaveProperty('order');
    expect(parsed).toMatchObject({ websiteUrl: undefined });
  });
});
