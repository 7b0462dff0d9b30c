import { z } from 'zod';
import { aggregateColumn, aggregateSpecSchema, resolveAggregates } from './aggregators';
import type { Frame } from './frame';
import { makeFrame, positionsOf, takeRows } from './frame';
import { groupMembers, groupRows } from './group-by';
import { requireColumn, validateColumnArgs } from './validation';

/** Options of `aggregate`: group by columns and apply numpy aggregates. */
export const aggregateOptionsSchema = z.object({
  /** Columns to group by; none gives one row over the whole frame. */
  groupby: z.array(z.string()).nullish(),
  /** Output name -> `{operator, column?, options?}`. */
  aggregates: z.record(z.string(), aggregateSpecSchema).nullish(),
});

/** Options of `aggregate`. */
export type AggregateOptions = z.infer<typeof aggregateOptionsSchema>;

/**
 * Superset's `aggregate`: groups sorted by key, rows with a missing key dropped (pandas
 * `groupby` defaults), then the group columns followed by one column per aggregate.
 */
export function aggregate(frame: Frame, options: AggregateOptions): Frame {
  const groupby = options.groupby ?? [];
  validateColumnArgs(frame, groupby);
  const resolved = resolveAggregates(options.aggregates ?? {}, (name) => positionsOf(frame, name).length > 0);
  const keys = groupby.map((name) => requireColumn(frame, name));
  const grouping = groupRows(keys, frame.length, { dropMissing: true, sort: true });
  const members = groupMembers(grouping);
  const columns = [
    ...keys.map((key) => ({ ...takeRows(key, grouping.firstRow), name: key.name.slice(0, 1) })),
    ...resolved.map((spec) => aggregateColumn(requireColumn(frame, spec.column), members, spec, [spec.name])),
  ];
  return makeFrame({ columns, length: grouping.count });
}
