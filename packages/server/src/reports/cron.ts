import { CronExpressionParser } from 'cron-parser';

/** Whether an IANA time zone name is known to this runtime. */
export function isKnownTimeZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

/** Whether a crontab parses (five fields; cron-parser also reads six, with seconds, which we refuse). */
export function isValidCrontab(crontab: string): boolean {
  if (crontab.trim().split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(crontab, { tz: 'UTC' });
    return true;
  } catch {
    return false;
  }
}

/** The instants of a crontab, read in a zone (unknown zones read as UTC), in the half-open window (from, to]. */
export function cronInstants(options: { crontab: string; timezone: string; from: Date; to: Date }): Date[] {
  const tz = isKnownTimeZone(options.timezone) ? options.timezone : 'UTC';
  const instants: Date[] = [];
  try {
    const iterator = CronExpressionParser.parse(options.crontab, {
      currentDate: options.from,
      endDate: options.to,
      tz,
    });
    while (iterator.hasNext() && instants.length < 1000) {
      const next = iterator.next().toDate();
      if (next.getTime() > options.to.getTime()) break;
      instants.push(next);
    }
  } catch {
    return instants;
  }
  return instants;
}
