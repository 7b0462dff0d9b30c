import {
  adhocFiltersControl,
  metricControl,
  numberFormatControl,
  rowLimitControl,
  selectControl,
} from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty } from '../../controls/validators';
import { linearSchemeRow } from '../../maps/weighted-controls';
import { COUNTRY_MAP_BOUNDARIES } from './subdivisions';

/** Control panel of Country Map. */
export const countryMapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          selectControl(
            'select_country',
            'Country',
            Object.entries(COUNTRY_MAP_BOUNDARIES).map(([key, b]) => [key, b.label] as const),
            null,
            {
              description: 'Which country to plot the map for? Boundaries ship with Meridian (no download).',
              validators: [validateNonEmpty],
            },
          ),
        ],
        [
          {
            type: 'ColumnControl',
            multi: false,
            name: 'entity',
            label: 'ISO 3166-2 Codes',
            description: 'Column containing ISO 3166-2 codes of region/province/department in your table.',
            default: null,
            validators: [validateNonEmpty],
          },
        ],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl()],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [linearSchemeRow, [numberFormatControl('number_format', 'Number format')]],
    },
  ],
};
