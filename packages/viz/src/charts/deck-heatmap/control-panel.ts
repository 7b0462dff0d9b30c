import { selectControl } from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { jsFreeSection, mapSection, numberControl } from '../../maps/deck-controls';
import { linearSchemeRow, weightedQueryRows } from '../../maps/weighted-controls';

/** Control panel of deck.gl Heatmap. */
export const deckHeatmapControlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', expanded: true, controlSetRows: [...weightedQueryRows] },
    mapSection,
    {
      label: 'Heatmap',
      expanded: true,
      controlSetRows: [
        linearSchemeRow,
        [
          numberControl('intensity', 'Intensity', 1, 'Intensity is the value multiplied by the weight'),
          numberControl('radius_pixels', 'Intensity Radius', 30, 'Radius in pixels of each point'),
        ],
        [
          selectControl(
            'aggregation',
            'Aggregation',
            [
              ['sum', 'sum'],
              ['mean', 'mean'],
            ],
            'sum',
            { renderTrigger: true },
          ),
        ],
      ],
    },
    jsFreeSection,
  ],
};
