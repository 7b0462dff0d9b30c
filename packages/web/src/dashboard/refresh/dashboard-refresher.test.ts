import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardRefresher } from './dashboard-refresher';
import type { RefreshTarget } from './dashboard-refresher';

const SETTINGS = { frequency: 10, immune: [], stagger: true, staggerTime: 5000 };

function card(chartId: number, loaded = true): RefreshTarget & { calls: boolean[] } {
  const calls: boolean[] = [];
  return { chartId, calls, hasLoaded: () => loaded, refresh: (force) => calls.push(force) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DashboardRefresher', () => {
  it('refreshes every loaded card at once, forced, on a manual refresh', () => {
    const refresher = new DashboardRefresher();
    const seen = card(1);
    const offscreen = card(2, false);
    refresher.register(seen);
    refresher.register(offscreen);
    refresher.refreshAll();
    expect(seen.calls).toEqual([true]);
    expect(offscreen.calls).toEqual([]);
  });

  it('staggers a periodic tick: the second of two cards waits half of the 10 s', () => {
    const refresher = new DashboardRefresher();
    const first = card(1);
    const second = card(2);
    refresher.register(first);
    refresher.register(second);
    expect(refresher.tick(SETTINGS)).toBe(2);
    expect(first.calls).toEqual([true]);
    vi.advanceTimersByTime(4999);
    expect(second.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(second.calls).toEqual([true]);
  });

  it('skips immune cards and cards that never loaded on a tick', () => {
    const refresher = new DashboardRefresher();
    const immune = card(1);
    const never = card(2, false);
    const normal = card(3);
    for (const target of [immune, never, normal]) refresher.register(target);
    expect(refresher.tick({ ...SETTINGS, immune: [1] })).toBe(1);
    vi.runAllTimers();
    expect(immune.calls).toEqual([]);
    expect(never.calls).toEqual([]);
    expect(normal.calls).toEqual([true]);
  });

  it('drops the waiting refresh of a card removed before its turn', () => {
    const refresher = new DashboardRefresher();
    const first = card(1);
    const second = card(2);
    refresher.register(first);
    const unregister = refresher.register(second);
    refresher.tick(SETTINGS);
    unregister();
    vi.runAllTimers();
    expect(second.calls).toEqual([]);
  });
});
