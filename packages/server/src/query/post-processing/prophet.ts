import { z } from 'zod';
import type { Frame } from './frame';
import { postProcessingError } from './validation';

/** Options of `prophet` (accepted so the error names the real problem, not the schema). */
export const prophetOptionsSchema = z.object({
  /** ISO-8601 time grain of the series. */
  time_grain: z.string().nullish(),
  /** Periods to forecast. */
  periods: z.number().nullish(),
  /** Width of the uncertainty interval, between 0 and 1 exclusive. */
  confidence_interval: z.number().nullish(),
  /** Yearly seasonality: on, off, Fourier order, or null for automatic. */
  yearly_seasonality: z.union([z.boolean(), z.number()]).nullish(),
  /** Weekly seasonality: on, off, Fourier order, or null for automatic. */
  weekly_seasonality: z.union([z.boolean(), z.number()]).nullish(),
  /** Daily seasonality: on, off, Fourier order, or null for automatic. */
  daily_seasonality: z.union([z.boolean(), z.number()]).nullish(),
  /** Temporal column of the series. */
  index: z.string().nullish(),
});

/** Options of `prophet`. */
export type ProphetOptions = z.infer<typeof prophetOptionsSchema>;

/** Message of the 400 answered for a forecast. */
export const PROPHET_UNSUPPORTED_MESSAGE =
  'Forecasting (the "prophet" post-processing operation) is not supported: turn off the forecast in the chart\'s advanced analytics.';

/** Superset's `prophet`: Meridian does not forecast, so this always fails with a 400. */
export function prophet(_frame: Frame, _options: ProphetOptions): Frame {
  throw postProcessingError(PROPHET_UNSUPPORTED_MESSAGE);
}
