import type { ControlPanelConfig } from '../../controls/types';
import {
  categoricalColorRows,
  deckQueryTailRows,
  jsFreeSection,
  mapSection,
  numberControl,
  spatialControl,
} from '../../maps/deck-controls';
import { PRIMARY_COLOR } from '../../maps/colors';

/** Control panel of deck.gl Arc. */
export const deckArcControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [spatialControl('start_spatial', 'Start Longitude & Latitude')],
        [spatialControl('end_spatial', 'End Longitude & Latitude')],
        ...deckQueryTailRows,
      ],
    },
    mapSection,
    {
      label: 'Arc',
      expanded: true,
      controlSetRows: [
        ...categoricalColorRows,
        [
          {
            type: 'ColorPickerControl',
            name: 'target_color_picker',
            label: 'Target Color',
            description: 'Color of the target location',
            default: { ...PRIMARY_COLOR },
            renderTrigger: true,
          },
        ],
        [numberControl('stroke_width', 'Stroke Width', 3)],
      ],
    },
    jsFreeSection,
  ],
};
