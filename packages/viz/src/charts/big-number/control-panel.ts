import {
  adhocFiltersControl,
  advancedAnalyticsRows,
  checkboxControl,
  metricControl,
  textControl,
  timeGrainControl,
  xAxisControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateInteger } from '../../controls/validators';
import { bigNumberDisplayRows } from '../big-number-total/control-panel';

const render = { renderTrigger: true } as const;

/** Control panel of Big Number with Trendline. */
export const bigNumberControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[xAxisControl()], [timeGrainControl()], [metricControl()], [adhocFiltersControl]],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          textControl('compare_lag', 'Comparison period lag', null, {
            isInt: true,
            validators: [validateInteger],
          }),
          textControl('compare_suffix', 'Comparison suffix', null, render),
        ],
        [checkboxControl('show_timestamp', 'Show Timestamp', false, render)],
        [checkboxControl('show_trend_line', 'Show Trend Line', true, render)],
        [checkboxControl('start_y_axis_at_zero', 'Start y-axis at 0', true, render)],
        [
          {
            type: 'ColorPickerControl',
            name: 'color_picker',
            label: 'Fixed Color',
            default: { r: 0, g: 122, b: 135, a: 1 },
            renderTrigger: true,
          },
        ],
        ...bigNumberDisplayRows,
      ],
    },
    { label: 'Advanced Analytics', expanded: false, controlSetRows: advancedAnalyticsRows.slice(0, 2) },
  ],
};
