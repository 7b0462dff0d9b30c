/** Id of the layout's root component. */
export const DASHBOARD_ROOT_ID = 'ROOT_ID';
/** Id of the grid under the root (empty when the dashboard has top-level tabs). */
export const DASHBOARD_GRID_ID = 'GRID_ID';
/** Id of the header component holding the title; it is not part of the tree. */
export const DASHBOARD_HEADER_ID = 'HEADER_ID';
/** Key of the layout's version entry in position_json. */
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
/** The only layout version: the value under DASHBOARD_VERSION_KEY. */
export const DASHBOARD_LAYOUT_VERSION = 'v2';
/** Source id of a drag that brings a new component from the side panel. */
export const NEW_COMPONENTS_SOURCE_ID = 'NEW_COMPONENTS_SOURCE_ID';

/** Layout component types, as Superset spells them (componentTypes.ts). */
export const COMPONENT_TYPES = [
  'CHART',
  'COLUMN',
  'HEADER',
  'GRID',
  'ROOT',
  'DIVIDER',
  'MARKDOWN',
  'ROW',
  'TABS',
  'TAB',
  'DYNAMIC',
] as const;
/** A layout component type. */
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** Depth of the root component. */
export const DASHBOARD_ROOT_DEPTH = 0;
/** Pixels of one height unit. */
export const GRID_BASE_UNIT = 8;
/** Pixels between grid columns. */
export const GRID_GUTTER_SIZE = 16;
/** Columns of the grid: a row holds at most this many width units. */
export const GRID_COLUMN_COUNT = 12;
/** Narrowest a resizable component may be, in columns. */
export const GRID_MIN_COLUMN_COUNT = 1;
/** Lowest a chart or markdown block may be, in height units. */
export const GRID_MIN_ROW_UNITS = 5;
/** Highest the resize handle offers, in height units. */
export const GRID_MAX_ROW_UNITS = 100;
/** Width of a new chart, in columns. */
export const GRID_DEFAULT_CHART_WIDTH = 4;
/** Height of a new chart, in height units. */
export const GRID_DEFAULT_CHART_HEIGHT = 50;
/** Characters of position JSON above which the UI warns that the dashboard is too large. */
export const DASHBOARD_POSITION_DATA_LIMIT = 65535;
/** Undo steps the layout editor keeps. */
export const UNDO_LIMIT = 50;

/** Header sizes of HEADER components. */
export const HEADER_SIZES = ['SMALL_HEADER', 'MEDIUM_HEADER', 'LARGE_HEADER'] as const;
/** Backgrounds of rows, columns and headers. */
export const BACKGROUNDS = ['BACKGROUND_WHITE', 'BACKGROUND_TRANSPARENT'] as const;

/** Component types whose width (and for some, height) the user can drag. */
export const RESIZABLE_TYPES: readonly ComponentType[] = ['COLUMN', 'CHART', 'MARKDOWN', 'DYNAMIC'];
/** Component types that carry a width in grid columns. */
export const WIDTH_TYPES: readonly ComponentType[] = ['COLUMN', 'CHART', 'MARKDOWN', 'DYNAMIC'];
/** Component types that carry a height in grid units. */
export const HEIGHT_TYPES: readonly ComponentType[] = ['CHART', 'MARKDOWN'];

/** Header naming the dashboard view (one page load) a chart query belongs to: the server caps queries per view. */
export const DASHBOARD_VIEW_HEADER = 'X-Meridian-Dashboard-View';

/** Messages of dashboards, verbatim from the spec (§5, §8) and Superset where they have one. */
export const DASHBOARD_MESSAGES = {
  untitled: '[ untitled dashboard ]',
  noSpace:
    'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
  topLevelTabsIntoNested: 'Can not move top level tab into nested tabs',
  noChartDefinition: 'Sorry, there is no chart definition associated with the chart trying to be added.',
  invalidDrop: 'This component can not be placed here.',
  forbidden: 'You do not have permission to edit this dashboard',
  publishForbidden: 'You do not have permissions to edit this dashboard.',
  published: 'This dashboard is now published',
  hidden: 'This dashboard is now hidden',
  saved: 'This dashboard was saved successfully.',
  confirmOverwrite: 'Please confirm the overwrite values.',
  slugNotUnique: 'Must be unique',
  ownersInvalid: 'Owners are invalid',
  rolesInvalid: 'Some roles do not exist',
  notJson: 'JSON not valid',
  staleChange:
    'This dashboard was changed by someone else since you loaded it. Reload it to see their changes, or save again without changed_on to overwrite them.',
} as const;
