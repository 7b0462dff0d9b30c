import { legacyTimeSection } from '../../controls/legacy-time';
import {
  adhocFiltersControl,
  checkboxControl,
  groupByControl,
  metricsControl,
  rowLimitControl,
  seriesLimitControl,
  seriesLimitMetricControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateInteger, validateNumber } from '../../controls/validators';

const render = { renderTrigger: true } as const;

/** Control panel of Paired t-test Table (Superset's rows). */
export const pairedTTestControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection(),
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [metricsControl()],
        [adhocFiltersControl],
        [groupByControl()],
        [seriesLimitControl({ name: 'limit', label: 'Series limit' })],
        [seriesLimitMetricControl({ name: 'timeseries_limit_metric', label: 'Sort by' })],
        [checkboxControl('order_desc', 'Sort descending', true)],
        [rowLimitControl()],
      ],
    },
    {
      label: 'Parameters',
      expanded: false,
      controlSetRows: [
        [
          textControl('significance_level', 'Significance Level', 0.05, {
            ...render,
            isFloat: true,
            validators: [validateNumber],
            description: 'Threshold alpha level for determining significance',
          }),
        ],
        [
          textControl('pvalue_precision', 'p-value precision', 6, {
            ...render,
            isInt: true,
            validators: [validateInteger],
            description: 'Number of decimal places with which to display p-values',
          }),
          textControl('liftvalue_precision', 'Lift percent precision', 4, {
            ...render,
            isInt: true,
            validators: [validateInteger],
            description: 'Number of decimal places with which to display lift values',
          }),
        ],
      ],
    },
  ],
};
