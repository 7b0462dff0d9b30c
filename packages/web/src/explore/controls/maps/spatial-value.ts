import { DEFAULT_DELIMITER, spatialSchema, type SpatialType, type SpatialValue } from '@meridian/viz';

/** Labels of the geographic position types, as Superset's control names them. */
export const SPATIAL_TYPE_LABELS: Readonly<Record<SpatialType, string>> = {
  latlong: 'Latitude and Longitude',
  delimited: 'Delimited long & lat single column',
  geohash: 'Geohash',
};

/** A spatial control value read leniently; a new value is latlong with nothing chosen. */
export function toSpatialValue(value: unknown): SpatialValue {
  const parsed = spatialSchema.safeParse(value ?? { type: 'latlong' });
  return parsed.success ? parsed.data : { type: 'latlong' };
}

/** The value after choosing another type: the columns of other types stay, so switching back keeps them. */
export function withSpatialType(value: SpatialValue, type: SpatialType): SpatialValue {
  const next: SpatialValue = { ...value, type };
  if (type === 'delimited' && next.delimiter === undefined) next.delimiter = DEFAULT_DELIMITER;
  return next;
}
