import { columnControl, sortByMetricControl } from '../../controls/chart-controls';
import {
  adhocFiltersControl,
  colorSchemeControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';

/** Control panel of Sankey Chart (Superset's rows). */
export const sankeyControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            ...columnControl('source', 'Source'),
            description: 'The column to be used as the source of the edge.',
          },
        ],
        [
          {
            ...columnControl('target', 'Target'),
            description: 'The column to be used as the target of the edge.',
          },
        ],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl()],
        [sortByMetricControl(false)],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [[colorSchemeControl], [numberFormatControl('number_format', 'Number format')]],
    },
  ],
};
