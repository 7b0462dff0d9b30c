/**
 * Temporal values inside frames are epoch milliseconds (UTC) in a Float64Array, NaN for a
 * missing value: the cheapest form for binning, sorting and comparing. These helpers convert
 * what drivers and requests hand over (JS Date, ISO-8601 text, epoch milliseconds) and back.
 */

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Epoch milliseconds of a temporal value, NaN when missing or unreadable. ISO text without a
 * zone (`2019-01-01T00:00:00`, `2019-01-01 00:00:00`, `2019-01-01`) is read as UTC, as
 * Superset treats naive timestamps; with a zone it is converted to UTC.
 */
export function toEpochMs(value: unknown): number {
  if (value === null || value === undefined) return Number.NaN;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') return parseIsoDateTime(value);
  return Number.NaN;
}

/** Epoch milliseconds of ISO-8601 date-time text; naive text is UTC. NaN when it does not parse. */
export function parseIsoDateTime(text: string): number {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  const millis = Math.floor(Number(`0.${fraction}`) * 1000 + 1e-6);
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    millis,
  );
  return utc - zoneOffsetMs(zone);
}

function zoneOffsetMs(zone: string | undefined): number {
  if (zone === undefined || zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
}

/** ISO-8601 text of epoch milliseconds without a zone: `2019-01-01T00:00:00` (milliseconds only when set). */
export function formatIsoDateTime(epochMs: number): string | null {
  if (!Number.isFinite(epochMs)) return null;
  const iso = new Date(epochMs).toISOString();
  return iso.endsWith('.000Z') ? iso.slice(0, 19) : iso.slice(0, 23);
}
