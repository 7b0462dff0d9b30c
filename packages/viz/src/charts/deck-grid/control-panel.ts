import type { ControlPanelConfig } from '../../controls/types';
import { binnedLayerControlPanel } from '../../maps/weighted-controls';

/** Control panel of deck.gl Grid. */
export const deckGridControlPanel: ControlPanelConfig = binnedLayerControlPanel({
  label: 'Grid Size',
  description: 'Define the size of each cell, in meters',
});
