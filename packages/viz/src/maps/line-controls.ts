import { checkboxControl, selectControl } from '../controls/shared-controls';
import type { ControlConfig, ControlRow } from '../controls/types';
import { validateNonEmpty } from '../controls/validators';

/** The path or polygon column. */
export const lineColumnControl: ControlConfig = {
  type: 'ColumnControl',
  multi: false,
  name: 'line_column',
  label: 'Lines column',
  description: 'The database columns that contains lines information',
  default: null,
  validators: [validateNonEmpty],
};

/** Encoding of that column, and whether its positions are [lat, lon]. */
export const lineTypeRows: readonly ControlRow[] = [
  [
    selectControl(
      'line_type',
      'Lines encoding',
      [
        ['polyline', 'Polyline'],
        ['json', 'JSON'],
        ['geohash', 'geohash (square)'],
      ],
      'json',
    ),
  ],
  [checkboxControl('reverse_long_lat', 'Reverse Lat & Long', false)],
];
