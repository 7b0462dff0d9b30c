import { selectControl } from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { jsFreeSection, mapSection, numberControl } from '../../maps/deck-controls';
import { weightedQueryRows } from '../../maps/weighted-controls';

/** Control panel of deck.gl Contour. */
export const deckContourControlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', expanded: true, controlSetRows: [...weightedQueryRows] },
    mapSection,
    {
      label: 'Contours',
      expanded: true,
      controlSetRows: [
        [numberControl('cellSize', 'Cell Size', 300, 'The size of each cell in meters')],
        [
          selectControl(
            'aggregation',
            'Aggregation',
            [
              ['sum', 'sum'],
              ['mean', 'mean'],
              ['min', 'min'],
              ['max', 'max'],
            ],
            'sum',
            { renderTrigger: true },
          ),
        ],
        [
          {
            type: 'CollectionControl',
            name: 'contours',
            label: 'Contours',
            itemLabel: 'contour',
            description:
              'Define contour layers. Isolines are lines at a threshold; isobands are areas between a lower and an upper threshold.',
            default: [],
            renderTrigger: true,
          },
        ],
      ],
    },
    jsFreeSection,
  ],
};
