import { checkboxControl } from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty } from '../../controls/validators';
import { PRIMARY_COLOR } from '../../maps/colors';
import {
  deckQueryTailRows,
  jsFreeSection,
  lineWidthRow,
  mapSection,
  numberControl,
} from '../../maps/deck-controls';

const render = { renderTrigger: true } as const;

/** Control panel of deck.gl Geojson. */
export const deckGeojsonControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            type: 'ColumnControl',
            multi: false,
            name: 'geojson',
            label: 'GeoJson Column',
            description: 'Select the geojson column',
            default: null,
            validators: [validateNonEmpty],
          },
        ],
        ...deckQueryTailRows,
      ],
    },
    mapSection,
    {
      label: 'GeoJson Settings',
      expanded: true,
      controlSetRows: [
        [
          {
            type: 'ColorPickerControl',
            name: 'fill_color_picker',
            label: 'Fill Color',
            description: 'Used when a feature has no fillColor property',
            default: { ...PRIMARY_COLOR },
            renderTrigger: true,
          },
          {
            type: 'ColorPickerControl',
            name: 'stroke_color_picker',
            label: 'Stroke Color',
            description: 'Used when a feature has no strokeColor property',
            default: { ...PRIMARY_COLOR },
            renderTrigger: true,
          },
        ],
        [
          checkboxControl('filled', 'Filled', true, render),
          checkboxControl('stroked', 'Stroked', false, render),
          checkboxControl('extruded', 'Extruded', true, render),
        ],
        lineWidthRow,
        [numberControl('point_radius_scale', 'Point Radius Scale', 100)],
      ],
    },
    jsFreeSection,
  ],
};
