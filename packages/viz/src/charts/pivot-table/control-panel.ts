import {
  adhocFiltersControl,
  checkboxControl,
  groupByControl,
  metricsControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  seriesLimitMetricControl,
  timeFormatControl,
  timeGrainControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { PIVOT_AGGREGATES } from './form-data';

const render = { renderTrigger: true } as const;
const ORDER_CHOICES = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

/** Control panel of Pivot Table. */
export const pivotTableControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [groupByControl({ name: 'groupbyColumns', label: 'Columns' })],
        [groupByControl({ name: 'groupbyRows', label: 'Rows' })],
        [timeGrainControl({ visibility: () => true })],
        [metricsControl()],
        [
          selectControl(
            'metricsLayout',
            'Apply metrics on',
            [
              ['COLUMNS', 'COLUMNS'],
              ['ROWS', 'ROWS'],
            ],
            'COLUMNS',
            render,
          ),
        ],
        [adhocFiltersControl],
        [rowLimitControl()],
        [
          seriesLimitMetricControl({ label: 'Sort by' }),
          checkboxControl('order_desc', 'Sort descending', true),
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          selectControl(
            'aggregateFunction',
            'Aggregation function',
            PIVOT_AGGREGATES.map((a) => [a, a] as const),
            'Sum',
            render,
          ),
        ],
        [
          checkboxControl('rowTotals', 'Show rows total', false, render),
          checkboxControl('colTotals', 'Show columns total', false, render),
        ],
        [
          checkboxControl('transposePivot', 'Transpose pivot', false, render),
          checkboxControl('combineMetric', 'Combine metrics', false, render),
        ],
        [numberFormatControl('valueFormat', 'Value format')],
        [timeFormatControl('date_format', 'Date format')],
        [
          selectControl('rowOrder', 'Sort rows by', ORDER_CHOICES, 'key_a_to_z', render),
          selectControl('colOrder', 'Sort columns by', ORDER_CHOICES, 'key_a_to_z', render),
        ],
        [
          {
            type: 'ConditionalFormattingControl',
            name: 'conditional_formatting',
            label: 'Conditional formatting',
            default: [],
            renderTrigger: true,
          },
        ],
      ],
    },
  ],
};
