import { describe, expect, it } from 'vitest';
import { QueryQueue } from './query-queue';
import { chartUrlParams, chartUrlParamsText, focusedChartId, hidesNav, standaloneMask } from './standalone';

describe('QueryQueue', () => {
  it('runs at most the limit at once and starts waiting tasks in order', async () => {
    const queue = new QueryQueue(2);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map((n) =>
      queue.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            releases.push(() => resolve(n));
          }),
      ),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    releases[0]?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    releases[1]?.();
    releases[2]?.();
    await new Promise((r) => setTimeout(r, 0));
    releases[3]?.();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(queue.active).toBe(0);
  });

  it("starts a task in the caller's own task when a slot is free (a query begun during a commit goes out at once)", async () => {
    const queue = new QueryQueue(1);
    const started: string[] = [];
    const first = queue.run(async () => started.push('first'));
    const second = queue.run(async () => started.push('second'));
    expect(started).toEqual(['first']);
    await Promise.all([first, second]);
    expect(started).toEqual(['first', 'second']);
  });

  it('drops a waiting task whose signal aborts', async () => {
    const queue = new QueryQueue(1);
    let release = () => {};
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const second = queue.run(async () => 'ran', controller.signal);
    controller.abort();
    await expect(second).rejects.toThrow('Aborted');
    release();
    await first;
    expect(queue.active).toBe(0);
  });
});

describe('standalone', () => {
  it('reads the bitmask and hides the nav only on dashboards with bit 4', () => {
    expect(standaloneMask('?standalone=6')).toBe(6);
    expect(standaloneMask('?standalone=x')).toBe(0);
    expect(hidesNav('/superset/dashboard/1/', '?standalone=4')).toBe(true);
    expect(hidesNav('/superset/dashboard/1/', '?standalone=3')).toBe(false);
    expect(hidesNav('/chart/list/', '?standalone=4')).toBe(false);
  });
});

describe('dashboardColors', () => {
  it('reads the scheme and merges label colours', async () => {
    const { dashboardColors } = await import('./dashboard-metadata');
    expect(
      dashboardColors(
        JSON.stringify({
          color_scheme: 'bnbColors',
          shared_label_colors: { a: '#111', b: '#222' },
          label_colors: { b: '#333' },
        }),
      ),
    ).toEqual({ colorScheme: 'bnbColors', labelColors: { a: '#111', b: '#333' } });
    expect(dashboardColors('not json')).toEqual({ colorScheme: null, labelColors: {} });
  });
});

describe('dashboard query parameters (spec §2)', () => {
  it('passes every parameter the dashboard does not read itself on to the charts', () => {
    expect(chartUrlParams('?standalone=1&edit=true&region=EMEA&year=2024&focused_chart=3')).toEqual({
      region: 'EMEA',
      year: '2024',
    });
    expect(chartUrlParams('')).toEqual({});
  });

  it("gives the charts' params the same text whatever the dashboard's own parameters are", () => {
    expect(chartUrlParamsText('?region=EMEA&native_filters_key=abc')).toBe('region=EMEA');
    expect(chartUrlParamsText('?region=EMEA')).toBe('region=EMEA');
    expect(chartUrlParamsText('?native_filters_key=abc&standalone=2')).toBe('');
  });

  it('reads the focused chart id', () => {
    expect(focusedChartId('?focused_chart=12')).toBe(12);
    expect(focusedChartId('?focused_chart=abc')).toBeNull();
  });
});

describe('QueryQueue.whenIdle', () => {
  it('resolves only after every running and waiting task has settled', async () => {
    const queue = new QueryQueue(1);
    const order: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = queue.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = queue.run(async () => {
      order.push('second');
    });
    const idle = queue.whenIdle().then(() => order.push('idle'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual([]);
    finishFirst();
    await Promise.all([first, second, idle]);
    expect(order).toEqual(['second', 'idle']);
  });
  it('resolves at once when nothing runs', async () => {
    await expect(new QueryQueue().whenIdle()).resolves.toBeUndefined();
  });
});
