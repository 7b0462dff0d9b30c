import { describe, expect, it } from 'vitest';
import { REFRESH_INTERVAL_OPTIONS, refreshSchedule, refreshSettings } from './refresh-schedule';

const TEN_CHARTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('refreshSchedule', () => {
  it('spreads 10 charts over 10 s at 1000 ms apart when the frequency beats the stagger time', () => {
    const schedule = refreshSchedule(TEN_CHARTS, {
      frequency: 10,
      immune: [],
      stagger: true,
      staggerTime: 5000,
    });
    expect(schedule.map((s) => s.delayMs)).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000]);
    expect(schedule.map((s) => s.chartId)).toEqual(TEN_CHARTS);
  });

  it('spreads over the stagger time when it is longer than the frequency', () => {
    const schedule = refreshSchedule([1, 2, 3, 4], {
      frequency: 2,
      immune: [],
      stagger: true,
      staggerTime: 8000,
    });
    expect(schedule.map((s) => s.delayMs)).toEqual([0, 2000, 4000, 6000]);
  });

  it('leaves out the charts in timed_refresh_immune_slices and shares the time among the others', () => {
    const schedule = refreshSchedule(TEN_CHARTS, {
      frequency: 10,
      immune: [2, 5, 7, 9, 10],
      stagger: true,
      staggerTime: 5000,
    });
    expect(schedule).toEqual([
      { chartId: 1, delayMs: 0 },
      { chartId: 3, delayMs: 2000 },
      { chartId: 4, delayMs: 4000 },
      { chartId: 6, delayMs: 6000 },
      { chartId: 8, delayMs: 8000 },
    ]);
  });

  it('refreshes every chart at once when stagger is off', () => {
    const schedule = refreshSchedule(TEN_CHARTS, {
      frequency: 10,
      immune: [],
      stagger: false,
      staggerTime: 5000,
    });
    expect(schedule.map((s) => s.delayMs)).toEqual(TEN_CHARTS.map(() => 0));
  });

  it('schedules nothing when every chart is immune', () => {
    expect(
      refreshSchedule([1, 2], { frequency: 10, immune: [1, 2], stagger: true, staggerTime: 5000 }),
    ).toEqual([]);
  });
});

describe('refreshSettings', () => {
  it('applies the defaults of §3 to a dashboard without metadata', () => {
    expect(refreshSettings(null)).toEqual({ frequency: 0, immune: [], stagger: true, staggerTime: 5000 });
  });

  it('reads the saved frequency, immune charts, stagger flag and stagger time', () => {
    const metadata = JSON.stringify({
      refresh_frequency: 300,
      timed_refresh_immune_slices: [4, 'x', 9],
      stagger_refresh: false,
      stagger_time: 2000,
    });
    expect(refreshSettings(metadata)).toEqual({
      frequency: 300,
      immune: [4, 9],
      stagger: false,
      staggerTime: 2000,
    });
  });

  it("counts the string 'true' as stagger on and anything else but true as off", () => {
    expect(refreshSettings('{"stagger_refresh":"true"}').stagger).toBe(true);
    expect(refreshSettings('{"stagger_refresh":"false"}').stagger).toBe(false);
  });

  it('falls back to the defaults on metadata that is not JSON', () => {
    expect(refreshSettings('{not json').frequency).toBe(0);
  });
});

describe('REFRESH_INTERVAL_OPTIONS', () => {
  it("starts with Don't refresh and ends with 24 hours, in seconds", () => {
    expect(REFRESH_INTERVAL_OPTIONS[0]).toEqual([0, "Don't refresh"]);
    expect(REFRESH_INTERVAL_OPTIONS.at(-1)).toEqual([86400, '24 hours']);
    expect(REFRESH_INTERVAL_OPTIONS.map(([seconds]) => seconds)).toContain(10);
  });
});
