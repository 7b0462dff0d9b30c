import {
  adhocFiltersControl,
  checkboxControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { fontSizeControl } from '../big-number-total/control-panel';
import { POP_KPI_COLUMNS } from './form-data';

const render = { renderTrigger: true } as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Control panel of Big Number with Time Period Comparison. */
export const popKpiControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[metricControl()], [adhocFiltersControl], [rowLimitControl()]],
    },
    {
      label: 'Time Comparison',
      expanded: true,
      description: 'The chart compares the total of the time range of its filters with another period.',
      controlSetRows: [
        [
          selectControl(
            'time_compare',
            'Time shift',
            [
              ['1 day ago', '1 day ago'],
              ['1 week ago', '1 week ago'],
              ['1 month ago', '1 month ago'],
              ['1 year ago', '1 year ago'],
              ['inherit', 'Inherit range from time filter'],
              ['custom', 'Custom date'],
            ],
            '1 year ago',
            {
              freeForm: true,
              description:
                'The period compared with the time range: the same range shifted back, the range just before it (inherit), or a range starting on a custom date.',
            },
          ),
        ],
        [
          textControl('start_date_offset', 'Start date of the compared range', '', {
            placeholder: 'YYYY-MM-DD',
            visibility: (fd) => fd['time_compare'] === 'custom',
            validators: [
              (v) =>
                typeof v === 'string' && ISO_DATE.test(v.trim())
                  ? null
                  : 'is expected to be a date (YYYY-MM-DD)',
            ],
          }),
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [numberFormatControl('y_axis_format', 'Number format')],
        [numberFormatControl('percentDifferenceFormat', 'Percent Difference format')],
        [fontSizeControl('header_font_size', 'Big Number Font Size', 0.2, [0.2, 0.3, 0.4, 0.5, 0.6])],
        [
          fontSizeControl(
            'subheader_font_size',
            'Comparison font size',
            0.125,
            [0.1, 0.125, 0.15, 0.2, 0.3, 0.4],
          ),
        ],
        [
          checkboxControl(
            'comparison_color_enabled',
            'Add color for positive/negative change',
            false,
            render,
          ),
        ],
        [
          selectControl(
            'comparison_color_scheme',
            'Color scheme for comparison',
            [
              ['Green', 'Green for increase, red for decrease'],
              ['Red', 'Red for increase, green for decrease'],
            ],
            'Green',
            { ...render, visibility: (fd) => fd['comparison_color_enabled'] === true },
          ),
        ],
        [
          {
            type: 'ColumnConfigControl',
            name: 'column_config',
            label: 'Customize columns',
            description: 'Further customize how to display each column',
            default: {},
            renderTrigger: true,
            comparisonColumns: POP_KPI_COLUMNS,
          },
        ],
      ],
    },
  ],
};
