import { checkboxControl, metricControl } from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { PRIMARY_COLOR } from '../../maps/colors';
import {
  deckQueryTailRows,
  jsFreeSection,
  legendFormatControl,
  legendPositionControl,
  lineWidthRow,
  mapSection,
  numberControl,
} from '../../maps/deck-controls';
import { lineColumnControl, lineTypeRows } from '../../maps/line-controls';
import { linearSchemeRow } from '../../maps/weighted-controls';

const render = { renderTrigger: true } as const;

/** Control panel of deck.gl Polygon. */
export const deckPolygonControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [lineColumnControl],
        ...lineTypeRows,
        [metricControl({ validators: [], description: 'Metric that colors the polygons' })],
        [
          {
            type: 'MetricOrFixedControl',
            name: 'point_radius_fixed',
            label: 'Elevation',
            default: { type: 'fix', value: 1000 },
          },
        ],
        ...deckQueryTailRows,
      ],
    },
    mapSection,
    {
      label: 'Polygon Settings',
      expanded: true,
      controlSetRows: [
        [
          {
            type: 'ColorPickerControl',
            name: 'fill_color_picker',
            label: 'Fill Color',
            default: { ...PRIMARY_COLOR },
            renderTrigger: true,
          },
          {
            type: 'ColorPickerControl',
            name: 'stroke_color_picker',
            label: 'Stroke Color',
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
        linearSchemeRow,
        [
          numberControl('opacity', 'Opacity', 80, 'Opacity, expects values between 0 and 100'),
          numberControl('num_buckets', 'Number of buckets to group data', 5),
        ],
        [numberControl('multiplier', 'Multiplier', 1, 'Factor to multiply the metric by')],
        [legendPositionControl, legendFormatControl],
      ],
    },
    jsFreeSection,
  ],
};
