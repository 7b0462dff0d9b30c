import {
  adhocFiltersControl,
  checkboxControl,
  groupByControl,
  metricsControl,
  rowLimitControl,
  selectControl,
  seriesLimitMetricControl,
  timeFormatControl,
  timeGrainControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlFormData, ControlPanelConfig } from '../../controls/types';
import { validateInteger } from '../../controls/validators';
import { controlQueryMode, validateAggregateQuery } from './validate';

const render = { renderTrigger: true } as const;
const isAggregate = (fd: ControlFormData) => controlQueryMode(fd) === 'aggregate';
const isRaw = (fd: ControlFormData) => controlQueryMode(fd) === 'raw';
/** Dimensions, metrics and percent metrics: one of them is required in aggregate mode. */
const aggregateInput = {
  visibility: isAggregate,
  resetOnHide: false,
  validators: [validateAggregateQuery],
} as const;

/** Control panel of Table. */
export const tableControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          selectControl(
            'query_mode',
            'Query mode',
            [
              ['aggregate', 'Aggregate'],
              ['raw', 'Raw records'],
            ],
            'aggregate',
          ),
        ],
        [groupByControl(aggregateInput)],
        [timeGrainControl({ visibility: isAggregate })],
        [metricsControl(aggregateInput)],
        [
          {
            type: 'ColumnsControl',
            multi: true,
            name: 'all_columns',
            label: 'Columns',
            default: [],
            visibility: isRaw,
            resetOnHide: false,
          },
        ],
        [
          {
            type: 'MetricsControl',
            multi: true,
            name: 'percent_metrics',
            label: 'Percentage metrics',
            default: [],
            ...aggregateInput,
          },
        ],
        [adhocFiltersControl],
        [
          seriesLimitMetricControl({
            name: 'timeseries_limit_metric',
            label: 'Sort by',
            visibility: isAggregate,
            resetOnHide: false,
          }),
        ],
        [
          {
            type: 'SelectControl',
            name: 'order_by_cols',
            label: 'Ordering',
            choices: [],
            multi: true,
            freeForm: true,
            default: [],
            visibility: isRaw,
            resetOnHide: false,
          },
        ],
        [checkboxControl('order_desc', 'Sort descending', true, { visibility: isAggregate })],
        [checkboxControl('server_pagination', 'Server pagination', false)],
        [rowLimitControl({ visibility: (fd) => fd['server_pagination'] !== true })],
        [
          selectControl(
            'server_page_length',
            'Server page length',
            [
              [10, '10'],
              [20, '20'],
              [50, '50'],
              [100, '100'],
              [200, '200'],
            ],
            10,
            {
              visibility: (fd) => fd['server_pagination'] === true,
            },
          ),
        ],
        [checkboxControl('show_totals', 'Show summary', false, { visibility: isAggregate })],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [timeFormatControl('table_timestamp_format', 'Timestamp format')],
        [
          textControl('page_length', 'Page length', 0, {
            ...render,
            isInt: true,
            validators: [validateInteger],
            visibility: (fd) => fd['server_pagination'] !== true,
          }),
        ],
        [checkboxControl('include_search', 'Search box', false, render)],
        [checkboxControl('show_cell_bars', 'Cell bars', true, render)],
        [
          checkboxControl('align_pn', 'Align +/-', false, render),
          checkboxControl('color_pn', 'Color +/-', true, render),
        ],
        [
          {
            type: 'ColumnConfigControl',
            name: 'column_config',
            label: 'Customize columns',
            default: {},
            renderTrigger: true,
            resetOnHide: false,
          },
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
