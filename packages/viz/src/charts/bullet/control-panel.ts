import { legacyTimeSection } from '../../controls/legacy-time';
import { adhocFiltersControl, metricControl, textControl } from '../../controls/shared-controls';
import type { ControlPanelConfig } from '../../controls/types';
import type { Validator } from '../../controls/validators';
import { NUMERIC_LIST_MESSAGE } from './form-data';

const render = { renderTrigger: true } as const;
const numbers: Validator = (value) =>
  typeof value !== 'string' ||
  !value.trim() ||
  value.split(',').every((t) => t.trim() !== '' && Number.isFinite(Number(t)))
    ? null
    : NUMERIC_LIST_MESSAGE;
const list = (name: string, label: string, description: string, numeric: boolean) =>
  textControl(name, label, '', { ...render, description, ...(numeric ? { validators: [numbers] } : {}) });

/** Control panel of Bullet Chart (Superset's rows). */
export const bulletControlPanel: ControlPanelConfig = {
  sections: [
    legacyTimeSection({ withGrain: false, required: false }),
    { label: 'Query', expanded: true, controlSetRows: [[metricControl()], [adhocFiltersControl]] },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          list('ranges', 'Ranges', 'Ranges to highlight with shading', true),
          list('range_labels', 'Range labels', 'Labels for the ranges', false),
        ],
        [
          list('markers', 'Markers', 'List of values to mark with triangles', true),
          list('marker_labels', 'Marker labels', 'Labels for the markers', false),
        ],
        [
          list('marker_lines', 'Marker lines', 'List of values to mark with lines', true),
          list('marker_line_labels', 'Marker line labels', 'Labels for the marker lines', false),
        ],
      ],
    },
  ],
};
