const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.5 * DAY;
const YEAR = 365 * DAY;

function unit(count: number, one: string, many: string): string {
  return count === 1 ? one : `${count} ${many}`;
}

/** How long ago a moment was, in the words of Python's humanize.naturaltime that Superset answers: "3 days ago". */
export function humanizeSince(iso: string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const future = seconds < 0;
  const delta = Math.abs(seconds);
  if (delta === 0) return 'now';
  let text: string;
  if (delta < MINUTE) text = unit(delta, 'a second', 'seconds');
  else if (delta < HOUR) text = unit(Math.floor(delta / MINUTE), 'a minute', 'minutes');
  else if (delta < DAY) text = unit(Math.floor(delta / HOUR), 'an hour', 'hours');
  else if (delta < MONTH) text = unit(Math.floor(delta / DAY), 'a day', 'days');
  else if (delta < YEAR) text = unit(Math.floor(delta / MONTH), 'a month', 'months');
  else text = unit(Math.floor(delta / YEAR), 'a year', 'years');
  return future ? `${text} from now` : `${text} ago`;
}
