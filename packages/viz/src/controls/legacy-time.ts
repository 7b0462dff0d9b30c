import { TIME_GRAINS } from '@meridian/core';
import { DEFAULT_TIME_GRAIN } from '../constants';
import { selectControl, timeRangeControl } from './shared-controls';
import type { ControlPanelSection } from './types';
import { validateNonEmpty } from './validators';

/**
 * Superset's time section of legacy charts (legacyTimeseriesTime): the time column (`granularity_sqla`, required), its
 * grain and the legacy time range. Queries read it as the `__timestamp` column of Superset's legacy API.
 */
export function legacyTimeSection(
  options: { withGrain?: boolean; required?: boolean } = {},
): ControlPanelSection {
  const { withGrain = true, required = true } = options;
  return {
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
          description: 'The time column of the chart (the time range filters it; the time grain buckets it).',
          default: null,
          ...(required ? { validators: [validateNonEmpty] } : {}),
        },
      ],
      ...(withGrain
        ? [
            [
              selectControl(
                'time_grain_sqla',
                'Time Grain',
                TIME_GRAINS.map((g) => [g.key, g.name] as const),
                DEFAULT_TIME_GRAIN,
                { clearable: true },
              ),
            ],
          ]
        : []),
      [timeRangeControl],
    ],
  };
}
