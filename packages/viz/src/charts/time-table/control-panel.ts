import { legacyTimeSection } from '../../controls/legacy-time';
import {
  adhocFiltersControl,
  groupByControl,
  metricsControl,
  rowLimitControl,
  seriesLimitControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty, type Validator } from '../../controls/validators';
import { GROUPED_SINGLE_METRIC } from './build-query';

const isList = (v: unknown): v is unknown[] => Array.isArray(v);
/** With a dimension the table shows one metric (Superset's rule), shown under the metrics. */
const oneMetricWhenGrouped: Validator = (value, fd = {}) => {
  const groupby = fd['groupby'];
  const grouped = isList(groupby) ? groupby.length > 0 : Boolean(groupby);
  return grouped && isList(value) && value.length > 1 ? GROUPED_SINGLE_METRIC : null;
};

/** Control panel of Time-series Table (Superset's rows). */
export const timeTableControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection(),
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [metricsControl({ validators: [validateNonEmpty, oneMetricWhenGrouped] })],
        [adhocFiltersControl],
        [groupByControl({ label: 'Dimension', description: 'One dimension: each of its values is a row.' })],
        [seriesLimitControl({ name: 'limit', label: 'Series limit' })],
        [
          {
            type: 'TimeSeriesColumnsControl',
            name: 'column_collection',
            label: 'Time series columns',
            default: [],
            renderTrigger: true,
            validators: [validateNonEmpty],
          },
        ],
        [rowLimitControl()],
        [
          textControl('url', 'URL', '', {
            description:
              "Templated link, it's possible to include {{ metric }} or other values coming from the controls.",
          }),
        ],
      ],
    },
  ],
};
