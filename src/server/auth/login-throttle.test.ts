import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

describe('login throttle', () => {
  it('blocks a username after too many failures from one address, until the window passes', () => {
    let clock = 0;
    const throttle = createLoginThrottle({ perUser: 3, perAddress: 100, windowMs: 1000, now: () => clock });
    for (let i = 0; i < 3; i++) throttle.recordFailure('1.1.1.1', 'Coach');
    expect(throttle.retryAfter('1.1.1.1', 'coach')).toBe(1000);
    expect(throttle.retryAfter('2.2.2.2', 'coach')).toBe(0);
    clock = 1001;
    expect(throttle.retryAfter('1.1.1.1', 'coach')).toBe(0);
  });

  it('forgets failures after a success and never counts successes', () => {
    const throttle = createLoginThrottle({ perUser: 2 });
    throttle.recordFailure('1.1.1.1', 'coach');
    throttle.recordSuccess('1.1.1.1', 'coach');
    throttle.recordFailure('1.1.1.1', 'coach');
    expect(throttle.retryAfter('1.1.1.1', 'coach')).toBe(0);
  });

  it('limits one address trying many usernames', () => {
    const throttle = createLoginThrottle({ perUser: 100, perAddress: 3 });
    for (const name of ['a', 'b', 'c']) throttle.recordFailure('1.1.1.1', name);
    expect(throttle.retryAfter('1.1.1.1', 'd')).toBeGreaterThan(0);
  });
});
