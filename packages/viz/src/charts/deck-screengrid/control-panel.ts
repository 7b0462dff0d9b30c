import type { ControlPanelConfig } from '../../controls/types';
import { jsFreeSection, mapSection, numberControl } from '../../maps/deck-controls';
import { weightedQueryRows } from '../../maps/weighted-controls';

/** Control panel of deck.gl Screen Grid. */
export const deckScreengridControlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', expanded: true, controlSetRows: [...weightedQueryRows] },
    mapSection,
    {
      label: 'Grid',
      expanded: true,
      controlSetRows: [[numberControl('grid_size', 'Grid Size', 20, 'Defines the grid size in pixels')]],
    },
    jsFreeSection,
  ],
};
