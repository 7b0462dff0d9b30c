import { metricControl } from '../controls/shared-controls';
import type { ControlRow } from '../controls/types';
import { deckQueryTailRows, spatialControl } from './deck-controls';
import { linearColorSchemeControl } from '../controls/chart-controls';

/** Query rows of the aggregating charts: position, weight metric, filters and limits. */
export const weightedQueryRows: readonly ControlRow[] = [
  [spatialControl()],
  [
    metricControl({
      name: 'size',
      label: 'Weight',
      description: "Metric used as a weight for the grid's coloring",
      validators: [],
    }),
  ],
  ...deckQueryTailRows,
];

/** The sequential colour scheme select. */
export const linearSchemeRow: ControlRow = [linearColorSchemeControl()];
