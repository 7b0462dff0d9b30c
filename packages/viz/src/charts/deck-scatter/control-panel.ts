import { selectControl } from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import {
  categoricalColorRows,
  deckQueryTailRows,
  jsFreeSection,
  mapSection,
  numberControl,
  spatialControl,
} from '../../maps/deck-controls';

/** Control panel of deck.gl Scatterplot. */
export const deckScatterControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[spatialControl()], ...deckQueryTailRows],
    },
    mapSection,
    {
      label: 'Point Size',
      expanded: true,
      controlSetRows: [
        [
          {
            type: 'MetricOrFixedControl',
            name: 'point_radius_fixed',
            label: 'Point Size',
            description: 'Fixed point radius',
            default: { type: 'fix', value: 1000 },
          },
        ],
        [
          selectControl(
            'point_unit',
            'Point Unit',
            [
              ['square_m', 'Square meters'],
              ['square_km', 'Square kilometers'],
              ['square_miles', 'Square miles'],
              ['radius_m', 'Radius in meters'],
              ['radius_km', 'Radius in kilometers'],
              ['radius_miles', 'Radius in miles'],
            ],
            'square_m',
            { renderTrigger: true },
          ),
        ],
        [
          numberControl('min_radius', 'Minimum Radius', 2, 'Minimum radius size of the circle, in pixels'),
          numberControl('max_radius', 'Maximum Radius', 250, 'Maximum radius size of the circle, in pixels'),
        ],
        [numberControl('multiplier', 'Multiplier', 1, 'Factor to multiply the metric by')],
      ],
    },
    { label: 'Point Color', expanded: true, controlSetRows: [...categoricalColorRows] },
    jsFreeSection,
  ],
};
