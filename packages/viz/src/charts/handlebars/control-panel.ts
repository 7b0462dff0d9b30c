import { TIME_GRAINS } from '@meridian/core';
import {
  adhocFiltersControl,
  checkboxControl,
  groupByControl,
  metricsControl,
  rowLimitControl,
  selectControl,
  seriesLimitMetricControl,
  timeRangeControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlFormData, ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty } from '../../controls/validators';
import { DEFAULT_HANDLEBARS_STYLE, DEFAULT_HANDLEBARS_TEMPLATE } from './form-data';

const isRaw = (fd: ControlFormData) =>
  fd['query_mode'] === 'raw' ||
  (fd['query_mode'] !== 'aggregate' && Array.isArray(fd['all_columns']) && fd['all_columns'].length > 0);
const isAggregate = (fd: ControlFormData) => !isRaw(fd);
const keep = { resetOnHide: false } as const;

/** A multi-line text control (the template and CSS editors). */
function codeControl(name: string, label: string, description: string, defaultValue: string): ControlConfig {
  return {
    type: 'TextControl',
    name,
    label,
    description,
    default: defaultValue,
    renderTrigger: true,
    multiline: true,
    ...(name === 'handlebarsTemplate' ? { validators: [validateNonEmpty] } : {}),
  };
}

/** Control panel of Handlebars (Superset's: legacy time section, query, options). */
export const handlebarsControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Time',
      expanded: true,
      controlSetRows: [
        [
          {
            type: 'ColumnControl',
            multi: false,
            temporalOnly: true,
            name: 'granularity_sqla',
            label: 'Time Column',
            description: 'The time column of the time range and of include time.',
            default: null,
          },
        ],
        [
          selectControl(
            'time_grain_sqla',
            'Time Grain',
            TIME_GRAINS.map((g) => [g.key, g.name] as const),
            'P1D',
            {
              clearable: true,
              visibility: (fd) => Boolean(fd['granularity_sqla']),
            },
          ),
        ],
        [{ ...timeRangeControl, visibility: (fd) => Boolean(fd['granularity_sqla']) }],
      ],
    },
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
        [groupByControl({ visibility: isAggregate, ...keep })],
        [
          metricsControl({ visibility: isAggregate, validators: [], ...keep }),
          {
            type: 'ColumnsControl',
            multi: true,
            name: 'all_columns',
            label: 'Columns',
            default: [],
            visibility: isRaw,
            ...keep,
          },
        ],
        [
          metricsControl({
            name: 'percent_metrics',
            label: 'Percentage metrics',
            validators: [],
            visibility: isAggregate,
            ...keep,
          }),
        ],
        [
          seriesLimitMetricControl({
            name: 'timeseries_limit_metric',
            label: 'Sort by',
            visibility: isAggregate,
            ...keep,
          }),
          {
            type: 'SelectControl',
            name: 'order_by_cols',
            label: 'Ordering',
            description: 'Orderings as JSON pairs, e.g. ["name", true] for ascending names.',
            choices: [],
            multi: true,
            freeForm: true,
            default: [],
            visibility: isRaw,
            ...keep,
          },
        ],
        [rowLimitControl()],
        [
          checkboxControl('include_time', 'Include time', false, {
            description: 'Whether to include the time granularity as defined in the time section',
            visibility: isAggregate,
          }),
          checkboxControl('order_desc', 'Sort descending', true, { visibility: isAggregate }),
        ],
        [adhocFiltersControl],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          codeControl(
            'handlebarsTemplate',
            'Handlebars Template',
            'A handlebars template that is applied to the data ({{#each data}} … {{/each}}). Scripts and event handlers are removed.',
            DEFAULT_HANDLEBARS_TEMPLATE,
          ),
        ],
        [
          codeControl(
            'styleTemplate',
            'CSS Styles',
            'CSS applied to the chart (only inside it)',
            DEFAULT_HANDLEBARS_STYLE,
          ),
        ],
      ],
    },
  ],
};
