import { describe, expect, it } from 'vitest';
import { zonePlace } from '../../shared/club-time';
import { DEFAULT_CLUB_TIME_ZONE } from '../../shared/constants';
import { readClubTimeZone } from './club-time-zone';

const root = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

describe('readClubTimeZone', () => {
  it("reads the zone the server wrote into the portal's shell", () => {
    expect(readClubTimeZone(root('<div data-club-time-zone="Pacific/Auckland"><p>Loading...</p></div>'))).toBe(
      'Pacific/Auckland',
    );
  });

  it('falls back to the default without one, or with a name that is no zone', () => {
    expect(readClubTimeZone(root('<p>Loading...</p>'))).toBe(DEFAULT_CLUB_TIME_ZONE);
    expect(readClubTimeZone(root('<div data-club-time-zone="Mars/Olympus"></div>'))).toBe(DEFAULT_CLUB_TIME_ZONE);
  });
});

it('names the zone as staff say it', () => {
  expect(zonePlace('Pacific/Port_Moresby')).toBe('Port Moresby');
  expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  expect(zonePlace('UTC')).toBe('UTC');
});
