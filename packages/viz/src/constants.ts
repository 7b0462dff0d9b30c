import { DEFAULT_ROW_LIMIT, DEFAULT_TIME_GRAIN } from '@meridian/core';

/** Row limit of a new chart (spec §9). */
export { DEFAULT_ROW_LIMIT, DEFAULT_TIME_GRAIN };
/** Row limit choices (spec §9). */
export const ROW_LIMIT_OPTIONS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
/** Series limit choices (spec §9). */
export const SERIES_LIMIT_OPTIONS = [5, 10, 25, 50, 100, 500] as const;
/** Default fixed colour (spec §9). */
export const DEFAULT_FIXED_COLOR = 'rgba(0,122,135,1)';
/** Default viewport (spec §9); longitude and latitude centre the world. */
export const DEFAULT_VIEWPORT = { longitude: 0, latitude: 0, zoom: 1, bearing: 0, pitch: 0 } as const;
/** Rolling function choices (spec §9); null is "None". */
export const ROLLING_TYPE_OPTIONS = [null, 'mean', 'sum', 'std', 'cumsum'] as const;
/** Time shift choices of time comparison (spec §9). */
export const TIME_SHIFT_OPTIONS = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
] as const;
/** Resample rules (spec §9). */
export const RESAMPLE_RULE_OPTIONS = ['1T', '1H', '1D', '7D', '1M', '1AS'] as const;
/** Resample methods (spec §9), plus Superset's zerofill. */
export const RESAMPLE_METHOD_OPTIONS = [
  'asfreq',
  'zerofill',
  'bfill',
  'ffill',
  'median',
  'mean',
  'sum',
] as const;
