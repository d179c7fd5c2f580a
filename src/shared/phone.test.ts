import { describe, expect, it } from 'vitest';
import { normalisePhone, optionalPhone, PHONE_EXAMPLE, whatsappHref } from './phone';

describe('normalisePhone', () => {
  it('stores mobiles and landlines one way, however they are typed', () => {
    for (const typed of [
      '7123 4567',
      '71234567',
      '+675 7123 4567',
      '+67571234567',
      '675 7123 4567',
      '00675 7123-4567',
      '  +675 7123.4567 ',
    ]) {
      expect(normalisePhone(typed), typed).toBe('+675 7123 4567');
    }
    for (const typed of ['321 1234', '3211234', '+675 321 1234', '675 321 1234', '+675-321-1234']) {
      expect(normalisePhone(typed), typed).toBe('+675 321 1234');
    }
  });

  it('refuses what is not a PNG number', () => {
    for (const typed of [
      '',
      '123',
      '8123 4567',
      '0321 1234',
      '7123 45678',
      '+61 412 345 678',
      '+675 6123 4567',
      'call me',
      '7123 4567 ext 2',
      '+675+7123 4567',
    ]) {
      expect(normalisePhone(typed), typed).toBeNull();
    }
  });
});

describe('optionalPhone', () => {
  it('takes blank as none and refuses a wrong number with an example', () => {
    expect(optionalPhone(undefined)).toEqual({ phone: null });
    expect(optionalPhone('  ')).toEqual({ phone: null });
    expect(optionalPhone('7123 4567')).toEqual({ phone: '+675 7123 4567' });
    expect(optionalPhone('12345')).toEqual({ problem: PHONE_EXAMPLE });
    expect(optionalPhone(71234567)).toEqual({ problem: PHONE_EXAMPLE });
    expect(PHONE_EXAMPLE).toBe("Enter a PNG phone number, such as '7123 4567' or '+675 321 1234'");
  });
});

it('links a stored number to WhatsApp', () => {
  expect(whatsappHref('+675 7123 4567')).toBe('https://wa.me/67571234567');
  expect(whatsappHref('+675 7123 4567', 'Hi & bye')).toBe('https://wa.me/67571234567?text=Hi%20%26%20bye');
});
