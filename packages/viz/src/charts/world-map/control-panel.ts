import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  metricControl,
  rowLimitControl,
  selectControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty } from '../../controls/validators';
import { colorPickerControl, numberControl } from '../../maps/deck-controls';
import { linearSchemeRow } from '../../maps/weighted-controls';

const render = { renderTrigger: true } as const;

/** Control panel of World Map. */
export const worldMapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            type: 'ColumnControl',
            multi: false,
            name: 'entity',
            label: 'Country Column',
            description: '3 letter code of the country',
            default: null,
            validators: [validateNonEmpty],
          },
        ],
        [
          selectControl(
            'country_fieldtype',
            'Country Field Type',
            [
              ['name', 'Full name'],
              ['cioc', 'code International Olympic Committee (cioc)'],
              ['cca2', 'code ISO 3166-1 alpha-2 (cca2)'],
              ['cca3', 'code ISO 3166-1 alpha-3 (cca3)'],
            ],
            'cca2',
          ),
        ],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl()],
        [checkboxControl('sort_by_metric', 'Sort by metric', false)],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [checkboxControl('show_bubbles', 'Show Bubbles', false, render)],
        [
          metricControl({
            name: 'secondary_metric',
            label: 'Bubble Size',
            validators: [],
            visibility: (fd) => fd['show_bubbles'] === true,
          }),
        ],
        [numberControl('max_bubble_size', 'Max Bubble Size', 25)],
        [
          selectControl(
            'color_by',
            'Color by',
            [
              ['metric', 'Metric'],
              ['country', 'Country'],
            ],
            'metric',
            render,
          ),
        ],
        [colorPickerControl],
        [{ ...colorSchemeControl, visibility: (fd) => fd['color_by'] === 'country' }],
        linearSchemeRow,
      ],
    },
  ],
};
