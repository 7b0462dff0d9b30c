/** Period pivot maths: each point's period start (pandas' rollback of the frequency), ranks and shifted times. */

const DAY = 86_400_000;

/** Start of the period of an instant (UTC): Jan 1 for AS, the Monday / Sunday on or before for weekly, the day for D. */
export function periodStart(epochMs: number, freq: string): number {
  const day = Math.floor(epochMs / DAY) * DAY;
  const date = new Date(day);
  if (freq === 'AS' || freq === 'YS' || freq === 'A') return Date.UTC(date.getUTCFullYear(), 0, 1);
  if (freq === 'MS') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  // Weekly offsets roll back one week at most whatever their multiple (52W-MON, 4W-MON act as W-MON), as pandas does.
  const weekly = /^(\d+)?W-(MON|SUN)$/.exec(freq);
  if (weekly) {
    const anchor = weekly[2] === 'MON' ? 1 : 0;
    const back = (date.getUTCDay() - anchor + 7) % 7;
    return day - back * DAY;
  }
  return day;
}

/** One point with its period. */
export interface PivotPoint {
  time: number;
  value: number | null;
}

/** A line of the chart: one period shifted onto the newest, named current, -1, -2 … with its fading share. */
export interface PeriodLine {
  name: string;
  rank: number;
  /** 1 − rank / (periods): 1 for the current period. */
  perc: number;
  /** [shifted time, value], time ascending. */
  points: [number, number | null][];
}

/** Points -> one line per period, newest first, each shifted by (newest period start − its start); one pass. */
export function periodLines(points: readonly PivotPoint[], freq: string): PeriodLine[] {
  const byStart = new Map<number, [number, number | null][]>();
  for (const p of points) {
    const start = periodStart(p.time, freq);
    const line = byStart.get(start) ?? [];
    line.push([p.time, p.value]);
    byStart.set(start, line);
  }
  const starts = [...byStart.keys()].sort((a, b) => b - a);
  const newest = starts[0] ?? 0;
  return starts.map((start, rank) => ({
    name: rank === 0 ? 'current' : `-${rank}`,
    rank,
    perc: 1 - rank / starts.length,
    points: (byStart.get(start) ?? [])
      .map(([time, value]): [number, number | null] => [time + (newest - start), value])
      .sort((a, b) => a[0] - b[0]),
  }));
}
