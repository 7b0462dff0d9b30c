import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker';

function breakerAt(clock: { now: number }, events: string[]): CircuitBreaker {
  return new CircuitBreaker({
    timeoutMs: 20,
    retryAfterMs: 1000,
    now: () => clock.now,
    onOpen: (error) => events.push(`open: ${String(error)}`),
    onClose: () => events.push('close'),
  });
}

describe('CircuitBreaker', () => {
  it('answers the operation while it works', async () => {
    const breaker = breakerAt({ now: 0 }, []);
    expect(await breaker.run(async () => 'value', 'fallback')).toBe('value');
    expect(breaker.isOpen).toBe(false);
  });

  it('opens on a failure, skips calls without running them, and tells once', async () => {
    const clock = { now: 0 };
    const events: string[] = [];
    const breaker = breakerAt(clock, events);
    expect(await breaker.run(() => Promise.reject(new Error('ECONNREFUSED')), 'fallback')).toBe('fallback');
    let ran = 0;
    for (let i = 0; i < 5; i += 1) {
      expect(await breaker.run(async () => ((ran += 1), 'value'), 'fallback')).toBe('fallback');
    }
    expect(ran).toBe(0);
    expect(events).toEqual(['open: Error: ECONNREFUSED']);
  });

  it('counts an operation slower than the timeout as failed', async () => {
    const events: string[] = [];
    const breaker = breakerAt({ now: 0 }, events);
    const never = new Promise<string>(() => {});
    expect(await breaker.run(() => never, 'fallback')).toBe('fallback');
    expect(breaker.isOpen).toBe(true);
    expect(events).toEqual(['open: Error: no answer within 20 ms']);
  });

  it('lets one trial through after the delay: a success closes, a failure reopens without telling again', async () => {
    const clock = { now: 0 };
    const events: string[] = [];
    const breaker = breakerAt(clock, events);
    await breaker.run(() => Promise.reject(new Error('down')), undefined);
    clock.now = 1000;
    expect(await breaker.run(() => Promise.reject(new Error('still down')), 'fallback')).toBe('fallback');
    expect(breaker.isOpen).toBe(true);
    clock.now = 2000;
    expect(await breaker.run(async () => 'back', 'fallback')).toBe('back');
    expect(breaker.isOpen).toBe(false);
    expect(events).toEqual(['open: Error: down', 'close']);
  });
});
