import {
  labelsThresholdControl,
  linearColorSchemeControl,
  showLabelsControl,
  sortByMetricControl,
} from '../../controls/chart-controls';
import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  groupByControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  timeFormatControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { hierarchyLabelTypeControl } from '../treemap/control-panel';

const showsLabels = (fd: Readonly<Record<string, unknown>>) => fd['show_labels'] === true;

/** Control panel of Sunburst Chart (Superset's rows). */
export const sunburstControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          groupByControl({
            name: 'columns',
            label: 'Hierarchy',
            description:
              'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.',
          }),
        ],
        [
          metricControl({
            label: 'Primary Metric',
            description: 'The primary metric is used to define the arc segment sizes',
          }),
        ],
        [
          metricControl({
            name: 'secondary_metric',
            label: 'Secondary Metric',
            validators: [],
            description:
              '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels',
          }),
        ],
        [adhocFiltersControl],
        [rowLimitControl()],
        [sortByMetricControl(false)],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [linearColorSchemeControl()],
        [showLabelsControl(false)],
        [labelsThresholdControl(showsLabels)],
        [
          checkboxControl('show_total', 'Show Total', false, {
            renderTrigger: true,
            description: 'Whether to display the aggregate count',
          }),
        ],
        [hierarchyLabelTypeControl('key')],
        [numberFormatControl('number_format', 'Number format')],
        [timeFormatControl('date_format', 'Date format')],
      ],
    },
  ],
};
