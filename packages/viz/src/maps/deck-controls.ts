import { DEFAULT_VIEWPORT } from '../constants';
import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  textControl,
} from '../controls/shared-controls';
import type { ControlConfig, ControlPanelSection, ControlRow } from '../controls/types';
import { validateNumber } from '../controls/validators';
import { PRIMARY_COLOR } from './colors';
import { DECK_ROW_LIMIT } from './deck-query';
import { JS_CONTROLS_DESCRIPTION } from './deck-props';
import { validateSpatial } from './spatial';

const render = { renderTrigger: true } as const;

/** The geographic position control (latitude/longitude, delimited, or geohash). */
export function spatialControl(name = 'spatial', label = 'Longitude & Latitude'): ControlConfig {
  return {
    type: 'SpatialControl',
    name,
    label,
    description: 'Point to your spatial columns',
    default: { type: 'latlong' },
    validators: [validateSpatial],
  };
}

/** The camera: longitude, latitude, zoom, bearing, pitch; panning the map in explore sets it too. */
export const viewportControl: ControlConfig = {
  type: 'ViewportControl',
  name: 'viewport',
  label: 'Viewport',
  description: 'Parameters related to the view and perspective on the map',
  default: { ...DEFAULT_VIEWPORT },
  renderTrigger: true,
};

/** Fit the camera to the data. */
export const autozoomControl = checkboxControl('autozoom', 'Auto Zoom', true, {
  ...render,
  description: 'When checked, the map will zoom to your data after each query',
});

/** The fixed colour. */
export const colorPickerControl: ControlConfig = {
  type: 'ColorPickerControl',
  name: 'color_picker',
  label: 'Fixed Color',
  description: 'Use this to define a static color for all circles',
  default: { ...PRIMARY_COLOR },
  renderTrigger: true,
};

/** A column coloring features by category. */
export const dimensionControl: ControlConfig = {
  type: 'ColumnControl',
  multi: false,
  name: 'dimension',
  label: 'Categorical Color',
  description: 'Pick a dimension from which categorical colors are defined',
  default: null,
};

/** Legend corner. */
export const legendPositionControl = selectControl(
  'legend_position',
  'Legend Position',
  [
    ['tl', 'Top left'],
    ['tr', 'Top right'],
    ['bl', 'Bottom left'],
    ['br', 'Bottom right'],
  ],
  'tr',
  { ...render, clearable: true },
);

/** Legend number format. */
export const legendFormatControl = numberFormatControl('legend_format', 'Legend Format');

/** A number typed in (radius, width, cell size…). */
export function numberControl(
  name: string,
  label: string,
  defaultValue: number,
  description?: string,
): ControlConfig {
  return textControl(name, label, defaultValue, {
    isFloat: true,
    validators: [validateNumber],
    ...(description ? { description } : {}),
    ...render,
  });
}

/** Line width and its unit (paths, polygons and GeoJSON read an absent unit as meters, as Superset does). */
export const lineWidthRow: ControlRow = [
  numberControl('line_width', 'Line width', 1),
  selectControl(
    'line_width_unit',
    'Line width unit',
    [
      ['meters', 'Meters'],
      ['pixels', 'Pixels'],
    ],
    'meters',
    render,
  ),
];

/** The Map section: camera and base map. */
export const mapSection: ControlPanelSection = {
  label: 'Map',
  expanded: true,
  controlSetRows: [[viewportControl], [autozoomControl]],
};

/** Query rows after a chart's own: filters, null filtering and the row limit. */
export const deckQueryTailRows: readonly ControlRow[] = [
  [adhocFiltersControl],
  [rowLimitControl({ default: DECK_ROW_LIMIT })],
  [checkboxControl('filter_nulls', 'Ignore null locations', true)],
];

/** The Advanced section: why Superset's JavaScript controls are missing. */
export const jsFreeSection: ControlPanelSection = {
  label: 'Advanced',
  expanded: false,
  description: JS_CONTROLS_DESCRIPTION,
  controlSetRows: [],
};

/** Colour rows: fixed colour, or categories of a dimension with a scheme. */
export const categoricalColorRows: readonly ControlRow[] = [
  [colorPickerControl],
  [dimensionControl],
  [colorSchemeControl],
  [legendPositionControl, legendFormatControl],
];
