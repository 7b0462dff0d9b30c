import type { ControlPanelConfig } from '../../controls/types';
import {
  categoricalColorRows,
  deckQueryTailRows,
  jsFreeSection,
  lineWidthRow,
  mapSection,
} from '../../maps/deck-controls';
import { lineColumnControl, lineTypeRows } from '../../maps/line-controls';

/** Control panel of deck.gl Path. */
export const deckPathControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[lineColumnControl], ...lineTypeRows, ...deckQueryTailRows],
    },
    mapSection,
    { label: 'Path', expanded: true, controlSetRows: [...categoricalColorRows, lineWidthRow] },
    jsFreeSection,
  ],
};
