import { xTicksLayoutControl } from '../../controls/chart-controls';
import {
  adhocFiltersControl,
  colorSchemeControl,
  groupByControl,
  metricsControl,
  numberFormatControl,
  selectControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  timeFormatControl,
  timeGrainControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty } from '../../controls/validators';

/** Control panel of Box Plot (Superset's rows). */
export const boxPlotControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          groupByControl({
            name: 'columns',
            label: 'Distribute across',
            description: 'Columns to calculate distribution across.',
            validators: [validateNonEmpty],
          }),
        ],
        [timeGrainControl({ visibility: () => true })],
        [groupByControl({ description: 'Categories to group by on the x-axis.' })],
        [metricsControl()],
        [adhocFiltersControl],
        [seriesLimitControl()],
        [seriesLimitMetricControl()],
        [
          selectControl(
            'whiskerOptions',
            'Whisker/outlier options',
            [
              ['Tukey', 'Tukey'],
              ['Min/max (no outliers)', 'Min/max (no outliers)'],
              ['2/98 percentiles', '2/98 percentiles'],
              ['5/95 percentiles', '5/95 percentiles'],
              ['9/91 percentiles', '9/91 percentiles'],
              ['10/90 percentiles', '10/90 percentiles'],
            ],
            'Tukey',
            { freeForm: true, description: 'Determines how whiskers and outliers are calculated.' },
          ),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [xTicksLayoutControl],
        [numberFormatControl('number_format', 'Number format')],
        [timeFormatControl('date_format', 'Date format')],
      ],
    },
  ],
};
