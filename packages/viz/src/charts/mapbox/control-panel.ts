import {
  adhocFiltersControl,
  checkboxControl,
  groupByControl,
  rowLimitControl,
  selectControl,
  textControl,
} from '../../controls/shared-controls';
import type { ControlConfig, ControlPanelConfig } from '../../controls/types';
import { validateNonEmpty } from '../../controls/validators';
import { numberControl } from '../../maps/deck-controls';
import { DECK_ROW_LIMIT } from '../../maps/deck-query';
import { CLUSTER_AGGREGATES, MAPBOX_COLORS, MAPBOX_DEFAULT_VIEWPORT, POINT_RADIUS_UNITS } from './form-data';

const render = { renderTrigger: true } as const;

function coordinateControl(name: string, label: string, description: string): ControlConfig {
  return {
    type: 'ColumnControl',
    multi: false,
    name,
    label,
    description,
    default: null,
    validators: [validateNonEmpty],
  };
}

/** Superset's mapbox_style choices, kept so saved charts round-trip; Meridian draws its own base map. */
const MAPBOX_STYLES: readonly (readonly [string, string])[] = [
  ['mapbox://styles/mapbox/streets-v9', 'Streets'],
  ['mapbox://styles/mapbox/dark-v9', 'Dark'],
  ['mapbox://styles/mapbox/light-v9', 'Light'],
  ['mapbox://styles/mapbox/satellite-streets-v9', 'Satellite Streets'],
  ['mapbox://styles/mapbox/satellite-v9', 'Satellite'],
  ['mapbox://styles/mapbox/outdoors-v9', 'Outdoors'],
];

/** Control panel of MapBox. */
export const mapboxControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [coordinateControl('all_columns_x', 'Longitude', 'Column containing longitude data')],
        [coordinateControl('all_columns_y', 'Latitude', 'Column containing latitude data')],
        [
          groupByControl({
            description: 'One or many columns to group by; each distinct row is a point',
          }),
        ],
        [adhocFiltersControl],
        [rowLimitControl({ default: DECK_ROW_LIMIT })],
      ],
    },
    {
      label: 'Points',
      expanded: true,
      controlSetRows: [
        [
          textControl('point_radius', 'Point Radius', 'Auto', {
            description:
              'A numeric column holding the radius of a lone point, or Auto to size points from the clustering radius',
          }),
          selectControl(
            'point_radius_unit',
            'Point Radius Unit',
            POINT_RADIUS_UNITS.map((u) => [u, u] as const),
            'Pixels',
            render,
          ),
        ],
        [
          {
            type: 'ColumnsControl',
            multi: true,
            name: 'mapbox_label',
            label: 'Label',
            description:
              'A numeric column each cluster shows combined (by the aggregate below) instead of its count',
            default: [],
          },
        ],
        [
          selectControl(
            'pandas_aggfunc',
            'Cluster label aggregator',
            CLUSTER_AGGREGATES.map((a) => [a, a] as const),
            'sum',
            render,
          ),
        ],
        [
          numberControl(
            'clustering_radius',
            'Clustering Radius',
            60,
            'Pixels within which points join one cluster; 0 turns clustering off',
          ),
        ],
      ],
    },
    {
      label: 'Visual Tweaks',
      expanded: true,
      controlSetRows: [
        [checkboxControl('render_while_dragging', 'Live render', true, render)],
        [
          selectControl('mapbox_style', 'Map Style', MAPBOX_STYLES, 'mapbox://styles/mapbox/light-v9', {
            ...render,
            description:
              'Kept for Superset; Meridian draws its offline base map (or MERIDIAN_MAP_STYLE_URL when set)',
          }),
        ],
        [
          numberControl('global_opacity', 'Opacity', 1, 'Opacity of all clusters, points, and labels (0–1)'),
          selectControl('mapbox_color', 'RGB Color', MAPBOX_COLORS, 'rgb(0, 139, 139)', render),
        ],
      ],
    },
    {
      label: 'Viewport',
      expanded: false,
      controlSetRows: [
        [
          numberControl('viewport_longitude', 'Default longitude', MAPBOX_DEFAULT_VIEWPORT.longitude),
          numberControl('viewport_latitude', 'Default latitude', MAPBOX_DEFAULT_VIEWPORT.latitude),
        ],
        [numberControl('viewport_zoom', 'Zoom', MAPBOX_DEFAULT_VIEWPORT.zoom)],
      ],
    },
  ],
};
