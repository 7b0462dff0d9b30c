import type { ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty } from '../../controls/validators';
import { adhocFiltersControl } from '../../controls/shared-controls';
import { jsFreeSection, mapSection } from '../../maps/deck-controls';

/** Control panel of deck.gl Multiple Layers. */
export const deckMultiControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Layers',
      expanded: true,
      controlSetRows: [
        [
          {
            type: 'SelectControl',
            name: 'deck_slices',
            label: 'deck.gl charts',
            description: 'Ids of saved deck.gl charts to overlay, bottom to top',
            multi: true,
            freeForm: true,
            choices: [],
            default: [],
            validators: [validateNonEmpty],
          },
        ],
        [adhocFiltersControl],
      ],
    },
    mapSection,
    jsFreeSection,
  ],
};
