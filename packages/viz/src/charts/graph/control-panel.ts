import {
  adhocFiltersControl,
  checkboxControl,
  colorSchemeControl,
  legendControls,
  metricControl,
  rowLimitControl,
  selectControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlPanelConfig, ControlRow } from '../../controls/types';
import { validateNonEmpty, validateNumber } from '../../controls/validators';

const render = { renderTrigger: true } as const;
const isForce = (fd: Readonly<Record<string, unknown>>) => fd['layout'] !== 'circular';
const column = (name: string, label: string, required: boolean, description: string): ControlConfig => ({
  type: 'ColumnControl',
  multi: false,
  name,
  label,
  default: null,
  description,
  ...(required ? { validators: [validateNonEmpty] } : {}),
});
const number = (
  name: string,
  label: string,
  value: number,
  description: string,
  force = false,
): ControlConfig =>
  textControl(name, label, value, {
    ...render,
    isFloat: true,
    validators: [validateNumber],
    description,
    ...(force ? { visibility: isForce } : {}),
  });

/** Control panel of Graph Chart (Superset's sections and rows). */
export const graphControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [column('source', 'Source', true, 'Name of the source nodes')],
        [column('target', 'Target', true, 'Name of the target nodes')],
        [metricControl()],
        [adhocFiltersControl],
        [rowLimitControl()],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        [
          column(
            'source_category',
            'Source category',
            false,
            'The category of source nodes used to assign colors. If a node is associated with more than one category, only the first will be used.',
          ),
        ],
        [column('target_category', 'Target category', false, 'Category of target nodes')],
        [colorSchemeControl],
        ...legendControls.map((c): ControlRow => [c]),
        [
          selectControl(
            'layout',
            'Graph layout',
            [
              ['force', 'Force'],
              ['circular', 'Circular'],
            ],
            'force',
            {
              ...render,
              description: 'Layout type of graph',
            },
          ),
        ],
        [
          selectControl(
            'edgeSymbol',
            'Edge symbols',
            [
              ['none,none', 'None'],
              ['none,arrow', 'Arrow'],
              ['circle,arrow', 'Circle and arrow'],
              ['circle,circle', 'Circles'],
            ],
            'none,arrow',
            { ...render, description: 'Symbol of two ends of edge line' },
          ),
        ],
        [
          checkboxControl('draggable', 'Enable node dragging', false, {
            ...render,
            visibility: isForce,
            description: 'Whether to enable node dragging in force layout mode.',
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
        [
          selectControl(
            'selectedMode',
            'Node select mode',
            [
              ['false', 'Disabled'],
              ['single', 'Single'],
              ['multiple', 'Multiple'],
            ],
            'single',
            { ...render, description: 'Allow node selections' },
          ),
        ],
        [
          number(
            'showSymbolThreshold',
            'Label threshold',
            0,
            'Minimum value for label to be displayed on graph.',
          ),
        ],
        [
          number(
            'baseNodeSize',
            'Node size',
            20,
            'Median node size, the largest node will be 4 times larger than the smallest',
          ),
        ],
        [
          number(
            'baseEdgeWidth',
            'Edge width',
            3,
            'Median edge width, the thickest edge will be 4 times thicker than the thinnest.',
          ),
        ],
        [number('edgeLength', 'Edge length', 400, 'Edge length between nodes', true)],
        [number('gravity', 'Gravity', 0.3, 'Strength to pull the graph toward center', true)],
        [number('repulsion', 'Repulsion', 1000, 'Repulsion strength between nodes', true)],
        [number('friction', 'Friction', 0.2, 'Friction between nodes', true)],
      ],
    },
  ],
};
