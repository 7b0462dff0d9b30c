const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad = (n: number) => String(n).padStart(2, '0');
const isNumber = (field: string | undefined) => field !== undefined && /^\d+$/.test(field);

/** A sentence for the common crontabs (Superset's `crontab_humanized`); other expressions are answered as written. */
export function humanizeCrontab(crontab: string): string {
  const fields = crontab.trim().split(/\s+/);
  if (fields.length !== 5) return crontab;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  if (fields.every((field) => field === '*')) return 'Every minute';
  const stepMatch = /^\*\/(\d+)$/.exec(minute);
  if (stepMatch && [hour, dayOfMonth, month, dayOfWeek].every((f) => f === '*'))
    return `Every ${stepMatch[1]} minutes`;
  if (isNumber(minute) && hour === '*' && [dayOfMonth, month, dayOfWeek].every((f) => f === '*'))
    return `At ${minute} minutes past the hour`;
  if (!isNumber(minute) || !isNumber(hour) || month !== '*') return crontab;
  const at = `At ${pad(Number(hour))}:${pad(Number(minute))}`;
  if (dayOfMonth === '*' && dayOfWeek === '*') return at;
  if (dayOfMonth === '*' && isNumber(dayOfWeek)) return `${at}, only on ${DAYS[Number(dayOfWeek) % 7]}`;
  if (isNumber(dayOfMonth) && dayOfWeek === '*') return `${at}, on day ${dayOfMonth} of the month`;
  return crontab;
}
