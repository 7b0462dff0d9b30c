import {
  adhocFiltersControl,
  metricControl,
  numberFormatControl,
  textControl,
  timeFormatControl,
  checkboxControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlPanelConfig } from '../../controls/types';

const render = { renderTrigger: true } as const;

/** Font size choices of the big number header and subheader (fractions of the chart height). */
export function fontSizeControl(
  name: string,
  label: string,
  defaultValue: number,
  choices: readonly number[],
): ControlConfig {
  return {
    type: 'SelectControl',
    name,
    label,
    choices: choices.map((v) => [v, `${Math.round(v * 100)}%`] as const),
    default: defaultValue,
    renderTrigger: true,
  };
}

/** Header controls shared by the big number charts. */
export const bigNumberDisplayRows: readonly (readonly ControlConfig[])[] = [
  [fontSizeControl('header_font_size', 'Big Number Font Size', 0.4, [0.2, 0.3, 0.4, 0.5, 0.6, 0.8])],
  [fontSizeControl('subheader_font_size', 'Subheader Font Size', 0.15, [0.1, 0.125, 0.15, 0.2, 0.3, 0.4])],
  [numberFormatControl('y_axis_format', 'Number format')],
  [timeFormatControl('time_format', 'Date format')],
  [checkboxControl('force_timestamp_formatting', 'Force date format', false, render)],
];

/** Control panel of Big Number. */
export const bigNumberTotalControlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', expanded: true, controlSetRows: [[metricControl()], [adhocFiltersControl]] },
    {
      label: 'Display settings',
      expanded: true,
      controlSetRows: [[textControl('subheader', 'Subheader', '', render)], ...bigNumberDisplayRows],
    },
  ],
};
