/** Why a row of map data was skipped. */
export const SKIP_REASONS = {
  nullValue: 'null or empty coordinates',
  invalidCoordinates: 'coordinates that are not numbers',
  outOfRange: 'latitudes or longitudes out of range',
  malformedGeohash: 'malformed geohashes',
  malformedGeojson: 'malformed GeoJSON',
  malformedPath: 'malformed paths or polygons',
  unknownRegion: 'unknown country or region codes',
} as const;

/** A reason a row was skipped. */
export type SkipReason = keyof typeof SKIP_REASONS;

/** Rows skipped per reason (only reasons that happened). */
export type SkipCounts = Partial<Record<SkipReason, number>>;

/** Counts skipped rows while a transform reads them. */
export class SkipCounter {
  /** Counts so far. */
  readonly counts: SkipCounts = {};

  /** Records one skipped row. */
  skip(reason: SkipReason): null {
    this.counts[reason] = (this.counts[reason] ?? 0) + 1;
    return null;
  }

  /** Rows skipped in all. */
  get total(): number {
    return Object.values(this.counts).reduce((sum, n) => sum + n, 0);
  }
}

/** The note a map shows under its data when rows were skipped, e.g. "3 rows skipped: 2 malformed geohashes, 1 null…". */
export function skippedNote(counts: SkipCounts): string | null {
  const entries = (Object.keys(SKIP_REASONS) as SkipReason[])
    .map((reason) => [reason, counts[reason] ?? 0] as const)
    .filter(([, n]) => n > 0);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const parts = entries.map(([reason, n]) => `${n.toLocaleString('en-US')} with ${SKIP_REASONS[reason]}`);
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'row' : 'rows'} skipped: ${parts.join(', ')}.`;
}

/** Adds counts together (deck_multi shows one note for all its layers). */
export function mergeSkipCounts(...all: readonly SkipCounts[]): SkipCounts {
  const merged: SkipCounts = {};
  for (const counts of all)
    for (const [reason, n] of Object.entries(counts) as [SkipReason, number][])
      merged[reason] = (merged[reason] ?? 0) + n;
  return merged;
}
