import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty } from '../../controls/validators';

/** Control panel of Chord Diagram (Superset's rows). */
export const chordControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            type: 'ColumnControl',
            multi: false,
            name: 'groupby',
            label: 'Source',
            default: null,
            validators: [validateNonEmpty],
          },
        ],
        [
          {
            type: 'ColumnControl',
            multi: false,
            name: 'columns',
            label: 'Target',
            default: null,
            validators: [validateNonEmpty],
          },
        ],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl()],
        [
          checkboxControl('sort_by_metric', 'Sort by metric', false, {
            description: 'Whether to sort results by the selected metric in descending order.',
          }),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [[numberFormatControl('y_axis_format', 'Number format')], [colorSchemeControl]],
    },
  ],
};
