import { checkboxControl, metricControl, selectControl } from '../controls/shared-controls';
import type { ControlPanelConfig, ControlRow } from '../controls/types';
import { deckQueryTailRows, jsFreeSection, mapSection, numberControl, spatialControl } from './deck-controls';
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

/**
 * Control panel of the charts that bin points into cells (deck.gl Grid and Hex): the same controls
 * but for how the cell size is named and described.
 */
export function binnedLayerControlPanel(cellSize: {
  label: string;
  description: string;
}): ControlPanelConfig {
  return {
    sections: [
      { label: 'Query', expanded: true, controlSetRows: [...weightedQueryRows] },
      mapSection,
      {
        label: 'Chart Options',
        expanded: true,
        controlSetRows: [
          linearSchemeRow,
          [numberControl('grid_size', cellSize.label, 20, cellSize.description)],
          [
            selectControl(
              'js_agg_function',
              'Dynamic Aggregation Function',
              [
                ['sum', 'sum'],
                ['mean', 'mean'],
                ['min', 'min'],
                ['max', 'max'],
                ['count', 'count'],
              ],
              'sum',
              { renderTrigger: true },
            ),
          ],
          [checkboxControl('extruded', 'Extruded', true, { renderTrigger: true })],
          [numberControl('multiplier', 'Multiplier', 1, 'Factor to multiply the metric by')],
        ],
      },
      jsFreeSection,
    ],
  };
}
