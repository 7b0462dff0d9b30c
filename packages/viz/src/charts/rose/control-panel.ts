import { legacyTimeSection } from '../../controls/legacy-time';
import { legacyAnalyticsSection, legacyTimeseriesQueryRows } from '../../controls/legacy-timeseries';
import {
  checkboxControl,
  colorSchemeControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';

const render = { renderTrigger: true } as const;

/** Control panel of Nightingale Rose Chart (Superset's rows). */
export const roseControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection(),
    { label: 'Query', expanded: true, controlSetRows: legacyTimeseriesQueryRows() },
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
          checkboxControl('rich_tooltip', 'Rich Tooltip', true, {
            ...render,
            description: 'The rich tooltip shows a list of all series for that point in time',
          }),
          checkboxControl('rose_area_proportion', 'Use Area Proportions', false, {
            ...render,
            description:
              'Check if the Rose Chart should use segment area instead of segment radius for proportioning',
          }),
        ],
      ],
    },
    legacyAnalyticsSection,
  ],
};
