import type { CalDomain, CalSubdomain } from './form-data';

/** Calendar layout: blocks of a domain unit holding cells of a smaller unit, placed as cal-heatmap places them. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Start (UTC) of the unit containing an instant; weeks start on Sunday, as cal-heatmap's do. */
export function unitStart(epochMs: number, unit: CalDomain | CalSubdomain): number {
  const d = new Date(epochMs);
  switch (unit) {
    case 'min':
      return Math.floor(epochMs / MINUTE) * MINUTE;
    case 'hour':
      return Math.floor(epochMs / HOUR) * HOUR;
    case 'day':
      return Math.floor(epochMs / DAY) * DAY;
    case 'week': {
      const day = Math.floor(epochMs / DAY) * DAY;
      return day - new Date(day).getUTCDay() * DAY;
    }
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
  }
}

/** The start of the next unit. */
export function nextUnit(start: number, unit: CalDomain | CalSubdomain): number {
  const d = new Date(start);
  if (unit === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  if (unit === 'year') return Date.UTC(d.getUTCFullYear() + 1, 0, 1);
  const ms = { min: MINUTE, hour: HOUR, day: DAY, week: 7 * DAY }[unit];
  return start + ms;
}

/** Rows of a block per cell unit (cal-heatmap's defaults): days by weekday, hours in 6, minutes in 10. */
const ROWS: Readonly<Record<CalSubdomain, number>> = { min: 10, hour: 6, day: 7, week: 1, month: 1 };

/** Column and row of a cell inside its block. */
export function cellPosition(
  cell: number,
  domainStart: number,
  subdomain: CalSubdomain,
): { col: number; row: number } {
  if (subdomain === 'day') {
    // Days stand in weekday rows, one column per (Sunday-started) week of the block.
    const weekOfStart = unitStart(domainStart, 'week');
    return { col: Math.floor((cell - weekOfStart) / (7 * DAY)), row: new Date(cell).getUTCDay() };
  }
  const index = unitsBetween(unitStart(domainStart, subdomain), cell, subdomain);
  const rows = ROWS[subdomain];
  return { col: Math.floor(index / rows), row: index % rows };
}

/** Whole units from one unit start to another (months by calendar, the others by their fixed length). */
function unitsBetween(from: number, to: number, unit: CalSubdomain): number {
  if (unit === 'month') {
    const [a, b] = [new Date(from), new Date(to)];
    return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
  }
  const ms = { min: MINUTE, hour: HOUR, day: DAY, week: 7 * DAY }[unit];
  return Math.round((to - from) / ms);
}

/** Size of a block in cells. */
export function blockSize(
  domainStart: number,
  domain: CalDomain,
  subdomain: CalSubdomain,
): { cols: number; rows: number } {
  const count = countCells(domainStart, domain, subdomain);
  if (subdomain === 'day') {
    const lastDay = nextUnit(domainStart, domain) - DAY;
    return { cols: cellPosition(lastDay, domainStart, 'day').col + 1, rows: 7 };
  }
  const rows = Math.min(ROWS[subdomain], count);
  return { cols: Math.ceil(count / rows), rows };
}

/** Number of cells of a block. */
export function countCells(domainStart: number, domain: CalDomain, subdomain: CalSubdomain): number {
  const first = unitStart(domainStart, subdomain);
  return Math.max(
    1,
    unitsBetween(first, unitStart(nextUnit(domainStart, domain) - 1, subdomain), subdomain) + 1,
  );
}

/** Blocks from the first to the last value's domain. */
export function domainStarts(first: number, last: number, domain: CalDomain): number[] {
  const starts: number[] = [];
  for (let t = unitStart(first, domain); t <= last; t = nextUnit(t, domain)) starts.push(t);
  return starts;
}
