import type { ControlPanelConfig } from '../../controls/types';
import { binnedLayerControlPanel } from '../../maps/weighted-controls';

/** Control panel of deck.gl Hex. */
export const deckHexControlPanel: ControlPanelConfig = binnedLayerControlPanel({
  label: 'Radius',
  description: 'Define the radius of each hexagon, in meters',
});
