import {
  axisTitleControl,
  columnControl,
  showLegendControl,
  showValueControl,
} from '../../controls/chart-controls';
import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  groupByControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateInteger } from '../../controls/validators';

/** Control panel of Histogram (Superset's rows). */
export const histogramControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            ...columnControl('column', 'Column'),
            description: 'Numeric column used to calculate the histogram.',
          },
        ],
        [groupByControl()],
        [adhocFiltersControl],
        [rowLimitControl()],
        [
          selectControl(
            'bins',
            'Bins',
            [5, 10, 15, 20, 25, 50, 100].map((n) => [n, String(n)] as const),
            5,
            {
              freeForm: true,
              validators: [validateInteger],
              description: 'The number of bins for the histogram',
            },
          ),
        ],
        [
          checkboxControl('normalize', 'Normalize', false, {
            description:
              "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points.",
          }),
          checkboxControl('cumulative', 'Cumulative', false, {
            description:
              'The cumulative option allows you to see how your data accumulates over different values. When enabled, the histogram bars represent the running total of frequencies up to each bin.',
          }),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [colorSchemeControl],
        [showValueControl],
        [showLegendControl],
        [axisTitleControl('x_axis_title', 'X Axis Title')],
        [numberFormatControl('x_axis_format', 'X Axis Format')],
        [axisTitleControl('y_axis_title', 'Y Axis Title')],
        [numberFormatControl('y_axis_format', 'Y Axis Format')],
      ],
    },
  ],
};
