import {
  adhocFiltersControl,
  metricControl,
  rowLimitControl,
  selectControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty, validateNumber } from '../../controls/validators';
import { TREE_LABEL_POSITIONS, TREE_SYMBOLS } from './form-data';

const render = { renderTrigger: true } as const;
const column = (name: string, label: string, required: boolean, description: string): ControlConfig => ({
  type: 'ColumnControl',
  multi: false,
  name,
  label,
  default: null,
  description,
  ...(required ? { validators: [validateNonEmpty] } : {}),
});
const positions = TREE_LABEL_POSITIONS.map((p) => [p, p[0]?.toUpperCase() + p.slice(1)] as const);

/** Control panel of Tree Chart (Superset's sections and rows). */
export const treeControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [column('id', 'Id', true, 'Name of the id column')],
        [column('parent', 'Parent', true, 'Name of the column containing the id of the parent node')],
        [column('name', 'Name', false, 'Optional name of the data column.')],
        [
          textControl('root_node_id', 'Root node id', '', {
            description: 'Id of root node of the tree.',
          }),
        ],
        [metricControl({ validators: [], description: 'Metric for node values' })],
        [adhocFiltersControl],
        [rowLimitControl()],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          selectControl(
            'layout',
            'Tree layout',
            [
              ['orthogonal', 'Orthogonal'],
              ['radial', 'Radial'],
            ],
            'orthogonal',
            {
              ...render,
              description: 'Layout type of tree',
            },
          ),
        ],
        [
          selectControl(
            'orient',
            'Tree orientation',
            [
              ['LR', 'Left to Right'],
              ['RL', 'Right to Left'],
              ['TB', 'Top to Bottom'],
              ['BT', 'Bottom to Top'],
            ],
            'LR',
            { ...render, description: 'Orientation of tree', visibility: (fd) => fd['layout'] !== 'radial' },
          ),
        ],
        [
          selectControl('node_label_position', 'Node label position', positions, 'left', {
            ...render,
            description: 'Position of intermediate node label on tree',
          }),
        ],
        [
          selectControl('child_label_position', 'Child label position', positions, 'bottom', {
            ...render,
            description: 'Position of child node label on tree',
          }),
        ],
        [
          selectControl(
            'emphasis',
            'Emphasis',
            [
              ['ancestor', 'ancestor'],
              ['descendant', 'descendant'],
            ],
            'descendant',
            { ...render, description: 'Which relatives to highlight on hover' },
          ),
        ],
        [
          selectControl(
            'symbol',
            'Symbol',
            TREE_SYMBOLS.map((s) => [s, s] as const),
            'emptyCircle',
            { ...render, description: 'Layout type of tree' },
          ),
        ],
        [
          textControl('symbolSize', 'Symbol size', 7, {
            ...render,
            isFloat: true,
            validators: [validateNumber],
            description: 'Size of edge symbols',
          }),
        ],
        [
          selectControl(
            'roam',
            'Enable graph roaming',
            [
              ['false', 'Disabled'],
              ['scale', 'Scale only'],
              ['move', 'Move only'],
              ['true', 'Scale and Move'],
            ],
            'true',
            { ...render, description: 'Whether to enable changing graph position and scaling.' },
          ),
        ],
      ],
    },
  ],
};
