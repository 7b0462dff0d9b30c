import type { QueryContext } from '@meridian/core';
import { z } from 'zod';
import { formMetricSchema, numberish } from '../form-data/schemas';
import { SkipCounter } from './bad-input';
import { deckFormDataSchema, requiredSpatial } from './deck-form-data';
import { rowsOf, numberOf } from './deck-props';
import { buildDeckQuery, metricKey } from './deck-query';
import type { WeightedPoint } from './map-props';
import { readPosition, spatialColumns } from './spatial';
import type { ChartDataResult } from '../plugin';

/** Form data shared by the aggregating deck.gl charts (hex, grid, screen grid, heatmap, contour). */
export const weightedFormDataSchema = deckFormDataSchema.extend({
  /** Where each point is. */
  spatial: requiredSpatial,
  /** The weight metric; absent, every row weighs 1. */
  size: formMetricSchema.nullable().optional(),
});
/** Parsed form data of an aggregating deck.gl chart. */
export type WeightedFormData = z.infer<typeof weightedFormDataSchema>;

/** How cell values combine (Superset's js_agg_function, the ones deck.gl aggregates natively). */
export const CELL_AGGREGATIONS = ['sum', 'mean', 'min', 'max', 'count'] as const;

/** Form data of the charts that bin points into cells (deck.gl Grid and Hex); keys verbatim, Superset's defaults. */
export const binnedFormDataSchema = weightedFormDataSchema.extend({
  /** Cell size in metres (hexagon radius / grid cell side). */
  grid_size: numberish(z.number().positive()).catch(20).default(20),
  /** Raise cells by their value. */
  extruded: z
    .boolean()
    .nullable()
    .default(true)
    .transform((v) => v ?? true),
  /** How a cell's points combine. */
  js_agg_function: z.enum(CELL_AGGREGATIONS).catch('sum').default('sum'),
});

/** Positions grouped by the weight metric (pure). */
export function buildWeightedQuery(formData: WeightedFormData): QueryContext {
  return buildDeckQuery(formData, {
    positionColumns: spatialColumns(formData.spatial),
    metric: formData.size ?? null,
  });
}

/** Weighted points of the rows; rows without a position or weight are skipped and counted. */
export function weightedPoints(
  fd: WeightedFormData,
  queriesData: readonly ChartDataResult[],
): { points: WeightedPoint[]; skips: SkipCounter } {
  const skips = new SkipCounter();
  const metric = metricKey(fd.size);
  const points: WeightedPoint[] = [];
  for (const row of rowsOf(queriesData)) {
    const position = fd.spatial ? readPosition(row, fd.spatial, skips) : null;
    if (!position) continue;
    const weight = metric ? numberOf(row[metric]) : 1;
    if (weight === null) {
      skips.skip('nullValue');
      continue;
    }
    points.push({ position, weight: weight * fd.multiplier });
  }
  return { points, skips };
}
