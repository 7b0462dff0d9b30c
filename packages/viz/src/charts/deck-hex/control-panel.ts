import { checkboxControl, selectControl } from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { jsFreeSection, mapSection, numberControl } from '../../maps/deck-controls';
import { linearSchemeRow, weightedQueryRows } from '../../maps/weighted-controls';

/** Control panel of deck.gl Hex. */
export const deckHexControlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', expanded: true, controlSetRows: [...weightedQueryRows] },
    mapSection,
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        linearSchemeRow,
        [numberControl('grid_size', 'Radius', 20, 'Define the radius of each hexagon, in meters')],
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
