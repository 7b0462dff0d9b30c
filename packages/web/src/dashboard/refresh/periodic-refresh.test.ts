import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicRefresh } from './periodic-refresh';
import type { VisibilitySource } from './periodic-refresh';

const SETTINGS = { frequency: 10, immune: [], stagger: true, staggerTime: 5000 };

function fakeVisibility(hidden = false) {
  const listeners = new Set<() => void>();
  const source: VisibilitySource & { set(hidden: boolean): void } = {
    isHidden: () => hidden,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      hidden = next;
      for (const listener of listeners) listener();
    },
  };
  return source;
}

function fakeTarget() {
  return {
    ticks: 0,
    cancels: 0,
    tick() {
      this.ticks += 1;
    },
    cancel() {
      this.cancels += 1;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicRefresh', () => {
  it('ticks once every frequency seconds while the tab is visible', () => {
    const target = fakeTarget();
    startPeriodicRefresh(target, SETTINGS, fakeVisibility());
    vi.advanceTimersByTime(9_999);
    expect(target.ticks).toBe(0);
    vi.advanceTimersByTime(20_001);
    expect(target.ticks).toBe(3);
  });

  it('pauses while the tab is hidden, dropping the waiting refreshes, and resumes when it shows again', () => {
    const target = fakeTarget();
    const visibility = fakeVisibility();
    startPeriodicRefresh(target, SETTINGS, visibility);
    vi.advanceTimersByTime(10_000);
    visibility.set(true);
    expect(target.cancels).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(target.ticks).toBe(1);
    visibility.set(false);
    vi.advanceTimersByTime(10_000);
    expect(target.ticks).toBe(2);
  });

  it('does not start in a hidden tab', () => {
    const target = fakeTarget();
    startPeriodicRefresh(target, SETTINGS, fakeVisibility(true));
    vi.advanceTimersByTime(60_000);
    expect(target.ticks).toBe(0);
  });

  it('never ticks with a frequency of 0, and stops for good when stopped', () => {
    const target = fakeTarget();
    startPeriodicRefresh(target, { ...SETTINGS, frequency: 0 }, fakeVisibility());
    const stop = startPeriodicRefresh(target, SETTINGS, fakeVisibility());
    stop();
    vi.advanceTimersByTime(60_000);
    expect(target.ticks).toBe(0);
  });
});
