import { randomUUID } from 'node:crypto';
import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  DASHBOARD_ROOT_ID,
  GRID_COLUMN_COUNT,
  layoutToPositionJson,
  newComponent,
  validateLayout,
  type ComponentType,
  type DashboardLayout,
  type LayoutComponent,
} from '@meridian/core';
import type { Repos } from '../store/repos';
import type { ExampleTableName } from './example-table';

/** A chart of an example dashboard: its name and Superset form data (without datasource). */
export interface ExampleChartSpec {
  name: string;
  vizType: string;
  params: Record<string, unknown>;
  /** Width in grid columns. */
  width: number;
  height?: number;
  /** The chart's table when it is not the dashboard's. */
  table?: ExampleTableName;
}

/** A row of charts or a tab holding rows. */
export type ExampleBlock =
  { rows: ExampleChartSpec[][] } | { tabs: { title: string; rows: ExampleChartSpec[][] }[] };

/** An example dashboard on one example dataset. */
export interface ExampleDashboardSpec {
  slug: string;
  title: string;
  table: ExampleTableName;
  intro: string;
  blocks: ExampleBlock[];
  labelColors?: Record<string, string>;
}

const ALL_TIME = { time_range: 'No filter', adhoc_filters: [] };

/** A time-series chart; `truncate_metric` keeps series named by their group only, as new Superset charts do. */
function timeseries(vizType: string) {
  return (
    name: string,
    metric: string,
    x: string,
    groupby: string[],
    width: number,
    grain = 'P1M',
  ): ExampleChartSpec => ({
    name,
    vizType,
    width,
    params: {
      ...ALL_TIME,
      x_axis: x,
      time_grain_sqla: grain,
      metrics: [metric],
      groupby,
      row_limit: 10000,
      truncate_metric: true,
    },
  });
}

const line = timeseries('echarts_timeseries_line');
const bar = timeseries('echarts_timeseries_bar');
const area = timeseries('echarts_area');

function pie(name: string, metric: string, groupby: string, width: number): ExampleChartSpec {
  return { name, vizType: 'pie', width, params: { ...ALL_TIME, metric, groupby: [groupby], row_limit: 100 } };
}

function bigNumber(name: string, metric: string, width: number, format = 'SMART_NUMBER'): ExampleChartSpec {
  return {
    name,
    vizType: 'big_number_total',
    width,
    height: 30,
    params: { ...ALL_TIME, metric, y_axis_format: format, subheader: '' },
  };
}

function table(name: string, metrics: string[], groupby: string[], width: number): ExampleChartSpec {
  return {
    name,
    vizType: 'table',
    width,
    params: { ...ALL_TIME, query_mode: 'aggregate', groupby, metrics, row_limit: 100, order_desc: true },
  };
}

/** A map chart on a table of its own (the maps dashboard mixes tables). */
function map(
  name: string,
  vizType: string,
  table: ExampleTableName,
  params: Record<string, unknown>,
): ExampleChartSpec {
  return { name, vizType, table, width: 4, height: 60, params: { ...ALL_TIME, ...params } };
}

const latlong = (lon: string, lat: string) => ({ type: 'latlong', lonCol: lon, latCol: lat });
const departures = { spatial: latlong('origin_lon', 'origin_lat'), size: 'count', row_limit: 5000 };

/** One chart per map type (issue 21): the airports and flights data, countries and US states. */
const MAP_CHARTS: ExampleChartSpec[][] = [
  [
    {
      ...map('Population by country', 'world_map', 'country_stats', {
        entity: 'country_code',
        country_fieldtype: 'cca3',
        metric: 'sum__population',
        secondary_metric: 'avg__gdp_per_capita',
        show_bubbles: true,
        linear_color_scheme: 'schemeBlues',
        adhoc_filters: [
          { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'year', operator: '==', comparator: 2020 },
        ],
      }),
      width: 6,
    },
    {
      ...map('Births by state', 'country_map', 'birth_names', {
        select_country: 'usa',
        entity: 'state',
        metric: 'sum__num',
        linear_color_scheme: 'superset_seq_1',
      }),
      width: 6,
    },
  ],
  [
    map('Airports by traffic', 'deck_scatter', 'airports', {
      spatial: latlong('longitude', 'latitude'),
      point_radius_fixed: { type: 'metric', value: 'sum__traffic' },
      point_unit: 'radius_km',
      multiplier: 8,
      dimension: 'country',
    }),
    map('Flight routes', 'deck_arc', 'flights', {
      start_spatial: latlong('origin_lon', 'origin_lat'),
      end_spatial: latlong('destination_lon', 'destination_lat'),
      dimension: 'airline',
      row_limit: 2000,
      stroke_width: 1,
    }),
    map('Routes to the hub', 'deck_path', 'airports', {
      line_column: 'route_to_hub',
      line_type: 'json',
      line_width: 3,
      line_width_unit: 'pixels',
    }),
  ],
  [
    map('Airport catchments', 'deck_polygon', 'airports', {
      line_column: 'catchment',
      line_type: 'json',
      metric: 'sum__traffic',
      point_radius_fixed: { type: 'fix', value: 0 },
      extruded: false,
      stroked: true,
      linear_color_scheme: 'fire',
    }),
    map('Catchments as GeoJSON', 'deck_geojson', 'airports', {
      geojson: 'catchment_geojson',
      extruded: false,
      stroked: true,
    }),
    map('Departures in hexagons', 'deck_hex', 'flights', {
      ...departures,
      grid_size: 120000,
      extruded: false,
    }),
  ],
  [
    map('Departures in a grid', 'deck_grid', 'flights', {
      ...departures,
      grid_size: 200000,
      extruded: false,
    }),
    map('Departures on a screen grid', 'deck_screengrid', 'flights', { ...departures, grid_size: 24 }),
    map('Departures heatmap', 'deck_heatmap', 'flights', {
      ...departures,
      radius_pixels: 40,
      linear_color_scheme: 'fire',
    }),
  ],
  [
    map('Departure contours', 'deck_contour', 'flights', { ...departures, cellSize: 200000 }),
    // deck_slices names charts above; registration turns them into their ids.
    map('Airports and routes', 'deck_multi', 'airports', {
      deck_slices: ['Routes to the hub', 'Airports by traffic'],
    }),
  ],
];

/** The example dashboards (issue 6 item 9). */
export const EXAMPLE_DASHBOARDS: ExampleDashboardSpec[] = [
  {
    slug: 'sales_overview',
    title: 'Sales overview',
    table: 'sales',
    intro:
      '## Sales overview\n\nOrders of the **sales** example dataset: totals, trends and the product mix.',
    labelColors: { EMEA: '#1FA8C9', APAC: '#454E7C', Americas: '#5AC189' },
    blocks: [
      {
        rows: [
          [bigNumber('Total sales', 'sum__sales', 6, '$,.3s'), bigNumber('Units sold', 'sum__quantity', 6)],
          [
            line('Sales by region', 'sum__sales', 'order_date', ['region'], 8),
            pie('Sales by product line', 'sum__sales', 'product_line', 4),
          ],
          [table('Sales by country', ['sum__sales', 'sum__quantity'], ['country'], 12)],
        ],
      },
    ],
  },
  {
    slug: 'world_development',
    title: 'World development',
    table: 'country_stats',
    intro: '## World development\n\nPopulation, wealth and health by region over the years.',
    blocks: [
      {
        rows: [
          [
            line('Life expectancy by region', 'avg__life_expectancy', 'year_date', ['region'], 6, 'P1Y'),
            area('Population by region', 'sum__population', 'year_date', ['region'], 6, 'P1Y'),
          ],
          [
            bar('GDP per capita by region', 'avg__gdp_per_capita', 'year_date', ['region'], 8, 'P1Y'),
            pie('Population share', 'sum__population', 'region', 4),
          ],
        ],
      },
    ],
  },
  {
    slug: 'flight_delays',
    title: 'Flight delays',
    table: 'flights',
    intro: '## Flight delays\n\nDeparture delays by airline and airport. Use the tabs to switch views.',
    blocks: [
      {
        tabs: [
          {
            title: 'Overview',
            rows: [
              [
                bigNumber('Average delay (min)', 'avg__delay_minutes', 4, ',.1f'),
                line('Average delay over time', 'avg__delay_minutes', 'departure_time', [], 8, 'P1W'),
              ],
            ],
          },
          {
            title: 'Airlines',
            rows: [
              [
                bar('Distance flown by airline', 'sum__distance', 'departure_time', ['airline'], 6),
                table('Delays by airline', ['avg__delay_minutes', 'delayed_share'], ['airline'], 6),
              ],
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'maps',
    title: 'Maps',
    table: 'airports',
    intro:
      '## Maps\n\nEvery map type on the **airports**, **flights**, **country_stats** and **birth_names** examples, drawn offline from the boundaries shipped with Meridian.',
    blocks: [{ rows: MAP_CHARTS }],
  },
];

/** Builds layouts from specs; `add` gives each chart its id. */
class LayoutBuilder {
  readonly layout: DashboardLayout = {};

  constructor(title: string) {
    this.layout[DASHBOARD_ROOT_ID] = { id: DASHBOARD_ROOT_ID, type: 'ROOT', children: [DASHBOARD_GRID_ID] };
    this.layout[DASHBOARD_GRID_ID] = {
      id: DASHBOARD_GRID_ID,
      type: 'GRID',
      children: [],
      parents: [DASHBOARD_ROOT_ID],
    };
    this.layout[DASHBOARD_HEADER_ID] = {
      id: DASHBOARD_HEADER_ID,
      type: 'HEADER',
      children: [],
      meta: { text: title },
    };
  }

  add(parent: LayoutComponent, type: ComponentType, meta: LayoutComponent['meta'] = {}): LayoutComponent {
    const component = newComponent(type, { meta, parents: [...(parent.parents ?? []), parent.id] });
    this.layout[component.id] = component;
    parent.children.push(component.id);
    return component;
  }

  get(id: string): LayoutComponent {
    const component = this.layout[id];
    if (!component) throw new Error(`no component ${id}`);
    return component;
  }
}

/** The layout of a spec, with the chart ids created for it (by name). */
export function exampleLayout(
  spec: ExampleDashboardSpec,
  chartIds: ReadonlyMap<string, number>,
): DashboardLayout {
  const builder = new LayoutBuilder(spec.title);
  const grid = builder.get(DASHBOARD_GRID_ID);
  const headerRow = builder.add(grid, 'ROW');
  builder.add(headerRow, 'MARKDOWN', { width: GRID_COLUMN_COUNT, height: 20, code: spec.intro });
  const addRows = (parent: LayoutComponent, rows: ExampleChartSpec[][]) => {
    for (const charts of rows) {
      const row = builder.add(parent, 'ROW');
      for (const chart of charts) {
        const chartId = chartIds.get(chart.name);
        if (chartId === undefined) continue;
        builder.add(row, 'CHART', {
          chartId,
          sliceName: chart.name,
          width: chart.width,
          height: chart.height ?? 50,
        });
      }
    }
  };
  for (const block of spec.blocks) {
    if ('rows' in block) {
      addRows(grid, block.rows);
      continue;
    }
    builder.add(grid, 'HEADER', {
      text: 'Details',
      headerSize: 'MEDIUM_HEADER',
      background: 'BACKGROUND_TRANSPARENT',
    });
    const tabs = builder.add(grid, 'TABS');
    for (const tabSpec of block.tabs) {
      const tab = builder.add(tabs, 'TAB', { text: tabSpec.title });
      addRows(tab, tabSpec.rows);
    }
  }
  builder.add(grid, 'DIVIDER');
  return builder.layout;
}

/** deck_multi names its layers by chart name in a spec; saved, they are chart ids. */
function sliceIdsOf(params: Record<string, unknown>, chartIds: ReadonlyMap<string, number>) {
  const names = params['deck_slices'];
  if (!Array.isArray(names)) return {};
  return { deck_slices: names.flatMap((name) => chartIds.get(String(name)) ?? []) };
}

function chartsOf(spec: ExampleDashboardSpec): ExampleChartSpec[] {
  return spec.blocks.flatMap((block) =>
    'rows' in block ? block.rows.flat() : block.tabs.flatMap((tab) => tab.rows.flat()),
  );
}

/** Creates the example charts and dashboards on the example datasets; a dashboard whose slug exists is skipped. */
export async function registerExampleDashboards(
  repos: Pick<Repos, 'datasets' | 'charts' | 'dashboards'>,
  databaseId: number,
): Promise<void> {
  for (const spec of EXAMPLE_DASHBOARDS) {
    if (await repos.dashboards.getByIdOrSlug(spec.slug)) continue;
    if ((await repos.datasets.findByName(databaseId, 'main', spec.table)) === undefined) continue;
    const now = new Date().toISOString();
    const chartIds = new Map<string, number>();
    for (const chart of chartsOf(spec)) {
      const datasetId = await repos.datasets.findByName(databaseId, 'main', chart.table ?? spec.table);
      if (datasetId === undefined) continue;
      const params = {
        datasource: `${datasetId}__table`,
        viz_type: chart.vizType,
        ...chart.params,
        ...sliceIdsOf(chart.params, chartIds),
      };
      const id = await repos.charts.create(
        {
          uuid: randomUUID(),
          slice_name: chart.name,
          viz_type: chart.vizType,
          datasource_id: datasetId,
          datasource_type: 'table',
          params: JSON.stringify(params),
          query_context: null,
          description: null,
          cache_timeout: null,
          certified_by: null,
          certification_details: null,
          is_managed_externally: 0,
          external_url: null,
          created_on: now,
          changed_on: now,
          created_by_fk: null,
          changed_by_fk: null,
        },
        [],
      );
      chartIds.set(chart.name, id);
    }
    const layout = exampleLayout(spec, chartIds);
    const problems = validateLayout(layoutToPositionJson(layout), chartIds.values());
    if (problems.length > 0) throw new Error(`example dashboard ${spec.slug}: ${JSON.stringify(problems)}`);
    const metadata = {
      color_scheme: 'supersetColors',
      label_colors: spec.labelColors ?? {},
      refresh_frequency: 0,
      timed_refresh_immune_slices: [],
      expanded_slices: {},
      default_filters: '{}',
      native_filter_configuration: [],
    };
    await repos.dashboards.create(
      {
        uuid: randomUUID(),
        dashboard_title: spec.title,
        slug: spec.slug,
        css: '',
        published: 1,
        certified_by: null,
        certification_details: null,
        position_json: JSON.stringify(layoutToPositionJson(layout)),
        json_metadata: JSON.stringify(metadata),
        is_managed_externally: 0,
        external_url: null,
        created_on: now,
        changed_on: now,
        created_by_fk: null,
        changed_by_fk: null,
      },
      { owners: [], roles: [], chartIds: [...chartIds.values()] },
    );
  }
}
