import { legacyTimeSection } from '../../controls/legacy-time';
import { legacyAnalyticsSection, legacyTimeseriesQueryRows } from '../../controls/legacy-timeseries';
import {
  checkboxControl,
  colorSchemeControl,
  numberFormatControl,
  selectControl,
  textControl,
  timeFormatControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateInteger, validateNumber } from '../../controls/validators';

const render = { renderTrigger: true } as const;
const isTime = (fd: Readonly<Record<string, unknown>>) =>
  (fd['time_series_option'] ?? 'not_time') !== 'not_time';

/** Control panel of Partition Chart (Superset's rows). */
export const partitionControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection({ required: false }),
    {
      label: 'Query',
      expanded: true,
      controlSetRows: legacyTimeseriesQueryRows().filter((row) => row[0]?.name !== 'contribution'),
    },
    {
      label: 'Time Series Options',
      expanded: true,
      controlSetRows: [
        [
          selectControl(
            'time_series_option',
            'Options',
            [
              ['not_time', 'Not Time Series'],
              ['agg_sum', 'Agg Sum'],
              ['agg_mean', 'Agg Mean'],
              ['point_diff', 'Point Diff'],
              ['point_factor', 'Point Factor'],
              ['point_percent', 'Point Percentage'],
              ['adv_anal', 'Advanced Analytics'],
            ],
            'not_time',
            {
              description:
                'Not time series: ignore time; Agg sum / mean: sum or average the values over time; Point diff / factor / percentage: compare the last time with the first.',
            },
          ),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [
          numberFormatControl('number_format', 'Number format'),
          timeFormatControl('date_time_format', 'Date Time Format'),
        ],
        [
          textControl('partition_limit', 'Partition Limit', 5, {
            isInt: true,
            validators: [validateInteger],
            description: 'The maximum number of subdivisions of each group; lower values are pruned first',
          }),
          textControl('partition_threshold', 'Partition Threshold', 0.05, {
            isFloat: true,
            validators: [validateNumber],
            description:
              'Partitions whose height to parent height proportions are below this value are pruned',
          }),
        ],
        [
          checkboxControl('log_scale', 'Log Scale', false, { ...render, description: 'Use a log scale' }),
          checkboxControl('equal_date_size', 'Equal Date Sizes', true, { ...render, visibility: isTime }),
        ],
        [checkboxControl('rich_tooltip', 'Rich Tooltip', true, render)],
      ],
    },
    legacyAnalyticsSection,
  ],
};
