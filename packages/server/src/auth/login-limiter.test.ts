import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

describe('LoginLimiter', () => {
  it('blocks a username after 10 failures within a minute', () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 9; i++) limiter.recordFailure('bob', 1_000 + i);
    expect(limiter.isBlocked('bob', 2_000)).toBe(false);
    limiter.recordFailure('BOB', 2_000);
    expect(limiter.isBlocked('bob', 2_001)).toBe(true);
    expect(limiter.isBlocked('alice', 2_001)).toBe(false);
  });
  it('lets the username try again once the failures are a minute old', () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 10; i++) limiter.recordFailure('bob', 0);
    expect(limiter.isBlocked('bob', 59_999)).toBe(true);
    expect(limiter.isBlocked('bob', 60_000)).toBe(false);
  });
  it('forgets failures after a success', () => {
    const limiter = new LoginLimiter();
    for (let i = 0; i < 10; i++) limiter.recordFailure('bob', 0);
    limiter.reset('bob');
    expect(limiter.isBlocked('bob', 1)).toBe(false);
  });
});
