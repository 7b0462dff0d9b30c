import { legacyTimeSection } from '../../controls/legacy-time';
import { legacyAnalyticsSection } from '../../controls/legacy-timeseries';
import {
  adhocFiltersControl,
  checkboxControl,
  metricControl,
  numberFormatControl,
  selectControl,
  textControl,
  timeFormatControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';

const render = { renderTrigger: true } as const;

/** Control panel of Time-series Period Pivot (Superset's rows). */
export const timePivotControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection(),
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [metricControl()],
        [adhocFiltersControl],
        [
          selectControl(
            'freq',
            'Frequency',
            [
              ['AS', 'Year (freq=AS)'],
              ['52W-MON', '52 weeks starting Monday (freq=52W-MON)'],
              ['W-SUN', '1 week starting Sunday (freq=W-SUN)'],
              ['W-MON', '1 week starting Monday (freq=W-MON)'],
              ['D', 'Day (freq=D)'],
              ['4W-MON', '4 weeks (freq=4W-MON)'],
            ],
            'W-MON',
            {
              freeForm: true,
              description:
                'The periodicity over which to pivot time. Users can provide "Pandas" offset alias.',
            },
          ),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [checkboxControl('show_legend', 'Legend', true, render)],
        [
          selectControl(
            'line_interpolation',
            'Line Style',
            [
              ['linear', 'linear'],
              ['basis', 'basis'],
              ['cardinal', 'cardinal'],
              ['monotone', 'monotone'],
              ['step-before', 'step-before'],
              ['step-after', 'step-after'],
            ],
            'linear',
            render,
          ),
        ],
        [
          {
            type: 'ColorPickerControl',
            name: 'color_picker',
            label: 'Color',
            default: { r: 0, g: 122, b: 135, a: 1 },
            renderTrigger: true,
          },
        ],
        [
          textControl('x_axis_label', 'X Axis Label', '', render),
          timeFormatControl('x_axis_format', 'X Axis Format'),
        ],
        [
          textControl('y_axis_label', 'Y Axis Label', '', render),
          numberFormatControl('y_axis_format', 'Y Axis Format'),
        ],
        [checkboxControl('y_log_scale', 'Y Log Scale', false, render)],
        [
          {
            type: 'BoundsControl',
            name: 'y_axis_bounds',
            label: 'Y Axis Bounds',
            default: [null, null],
            renderTrigger: true,
          },
        ],
      ],
    },
    legacyAnalyticsSection,
  ],
};
