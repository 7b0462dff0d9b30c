import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  metricControl,
  rowLimitControl,
  selectControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateInteger, validateNonEmpty } from '../../controls/validators';

const render = { renderTrigger: true } as const;

/** Control panel of Word Cloud (Superset's sections and rows). */
export const wordCloudControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            type: 'ColumnControl',
            multi: false,
            name: 'series',
            label: 'Dimension',
            default: null,
            validators: [validateNonEmpty],
            description: 'Dimension to use on the words',
          },
        ],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl({ default: 100 })],
        [
          checkboxControl('sort_by_metric', 'Sort by metric', false, {
            description: 'Whether to sort results by the selected metric in descending order.',
          }),
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          textControl('size_from', 'Minimum Font Size', 10, {
            ...render,
            isInt: true,
            validators: [validateInteger],
            description: 'Font size for the smallest value in the list',
          }),
          textControl('size_to', 'Maximum Font Size', 70, {
            ...render,
            isInt: true,
            validators: [validateInteger],
            description: 'Font size for the biggest value in the list',
          }),
        ],
        [
          selectControl(
            'rotation',
            'Word Rotation',
            [
              ['random', 'random'],
              ['flat', 'flat'],
              ['square', 'square'],
            ],
            'square',
            { ...render, description: 'Rotation to apply to words in the cloud' },
          ),
        ],
        [colorSchemeControl],
      ],
    },
  ],
};
