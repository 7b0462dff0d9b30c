import { describe, expect, it } from 'vitest';
import { emptyLayout } from './layout-schema';
import { validateLayout, type LayoutProblemCode } from './validate-layout';
import {
  SALES_CHART_IDS,
  SALES_LAYOUT,
  SLACK_CHART_IDS,
  SLACK_LAYOUT,
  chart,
  layoutOf,
  simpleLayout,
} from './test-fixtures/layouts';

const codes = (raw: unknown, known: number[] = [1, 2, 3]): LayoutProblemCode[] =>
  validateLayout(raw, known).map((p) => p.code);

describe('validateLayout', () => {
  it('accepts the layouts of Superset’s example dashboards', () => {
    expect(validateLayout(SALES_LAYOUT, SALES_CHART_IDS)).toEqual([]);
    expect(validateLayout(SLACK_LAYOUT, SLACK_CHART_IDS)).toEqual([]);
  });

  it('accepts an empty object and the layout of a new dashboard', () => {
    expect(validateLayout({}, [])).toEqual([]);
    expect(validateLayout({ DASHBOARD_VERSION_KEY: 'v2' }, [])).toEqual([]);
    expect(validateLayout(emptyLayout(), [])).toEqual([]);
  });

  it('refuses what is not an object of components', () => {
    expect(codes([])).toEqual(['not_an_object']);
    expect(codes('layout')).toEqual(['not_an_object']);
    expect(codes({ ...simpleLayout(), 'ROW-x': 5 })).toEqual(['invalid_component']);
    expect(codes({ ...simpleLayout(), DASHBOARD_VERSION_KEY: 'v1' })).toEqual(['bad_version']);
  });

  it('names a child that does not exist', () => {
    const layout = simpleLayout();
    layout['ROW-a'] = { ...layout['ROW-a']!, children: ['CHART-a', 'CHART-gone'] };
    const problems = validateLayout(layout, [1, 2]);
    expect(problems).toEqual([
      {
        code: 'missing_child',
        componentId: 'ROW-a',
        message: 'Component ROW-a lists a child CHART-gone that does not exist',
      },
    ]);
  });

  it('finds a cycle', () => {
    const layout = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID']],
      ['GRID_ID', 'GRID', ['ROW-a']],
      ['ROW-a', 'ROW', ['COLUMN-a']],
      ['COLUMN-a', 'COLUMN', ['ROW-a'], { width: 4 }],
    );
    const problems = validateLayout(layout, []);
    expect(problems.map((p) => p.code)).toContain('cycle');
    expect(problems.find((p) => p.code === 'cycle')?.message).toBe(
      'Component ROW-a is inside itself: ROW-a → COLUMN-a → ROW-a',
    );
  });

  it('names a chart id that does not exist and a chart without one', () => {
    expect(validateLayout(simpleLayout(), [1])).toEqual([
      {
        code: 'unknown_chart',
        componentId: 'CHART-b',
        message: 'Chart 2 (component CHART-b) does not exist or you can not access it',
      },
    ]);
    const noId = simpleLayout();
    noId['CHART-b'] = { ...noId['CHART-b']!, meta: { width: 4, height: 50 } };
    expect(codes(noId)).toEqual(['missing_chart_id']);
  });

  it('names a component of an unknown type', () => {
    const layout = { ...simpleLayout(), 'WIDGET-a': { id: 'WIDGET-a', type: 'WIDGET', children: [] } };
    expect(validateLayout(layout, [1, 2])).toEqual([
      {
        code: 'unknown_type',
        componentId: 'WIDGET-a',
        message: 'Component WIDGET-a has an unknown type "WIDGET"',
      },
    ]);
  });

  it('refuses a row inside a row and a chart directly under the root', () => {
    const rowInRow = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID']],
      ['GRID_ID', 'GRID', ['ROW-a']],
      ['ROW-a', 'ROW', ['ROW-b']],
      ['ROW-b', 'ROW', ['CHART-a']],
      chart('CHART-a', 1),
    );
    expect(validateLayout(rowInRow, [1])).toEqual([
      {
        code: 'invalid_nesting',
        componentId: 'ROW-b',
        message: 'A ROW can not be placed in a ROW (ROW-b in ROW-a)',
      },
    ]);
    const chartOnRoot = layoutOf(['ROOT_ID', 'ROOT', ['CHART-a']], chart('CHART-a', 1));
    expect(codes(chartOnRoot)).toEqual(['invalid_nesting']);
  });

  it('applies the tabs rules: tabs hold tabs only, a tab sits only in tabs', () => {
    const tabOnGrid = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID']],
      ['GRID_ID', 'GRID', ['TAB-a']],
      ['TAB-a', 'TAB', [], { text: 'A' }],
    );
    expect(codes(tabOnGrid)).toEqual(['invalid_nesting']);
    const rowInTabs = layoutOf(
      ['ROOT_ID', 'ROOT', ['TABS-a']],
      ['TABS-a', 'TABS', ['TAB-a', 'ROW-a']],
      ['TAB-a', 'TAB', []],
      ['ROW-a', 'ROW', []],
    );
    expect(codes(rowInTabs)).toEqual(['invalid_nesting']);
  });

  it('refuses components nested deeper than §1c allows', () => {
    // grid > row > column > row > column > row is deeper than §1c allows.
    const deep = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID']],
      ['GRID_ID', 'GRID', ['ROW-1']],
      ['ROW-1', 'ROW', ['COLUMN-1']],
      ['COLUMN-1', 'COLUMN', ['ROW-2'], { width: 6 }],
      ['ROW-2', 'ROW', ['COLUMN-2']],
      ['COLUMN-2', 'COLUMN', ['ROW-3'], { width: 6 }],
      ['ROW-3', 'ROW', []],
    );
    expect(validateLayout(deep, [])).toEqual([
      {
        code: 'invalid_nesting',
        componentId: 'ROW-3',
        message: 'ROW ROW-3 is nested too deeply in COLUMN COLUMN-2',
      },
    ]);
  });

  it('refuses widths beyond the 12-column grid and rows wider than 12 columns', () => {
    const layout = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID']],
      ['GRID_ID', 'GRID', ['ROW-a', 'ROW-b']],
      ['ROW-a', 'ROW', ['CHART-a']],
      ['ROW-b', 'ROW', ['CHART-b', 'CHART-c']],
      chart('CHART-a', 1, 13),
      chart('CHART-b', 2, 8),
      chart('CHART-c', 3, 6),
    );
    expect(validateLayout(layout, [1, 2, 3]).map((p) => p.message)).toEqual([
      'Component CHART-a is 13 columns wide; widths go from 1 to 12',
      'Row ROW-a holds 13 columns; a row holds at most 12',
      'Row ROW-b holds 14 columns; a row holds at most 12',
    ]);
  });

  it('refuses a component under two parents and an id that differs from its key', () => {
    const shared = simpleLayout();
    shared['GRID_ID'] = { ...shared['GRID_ID']!, children: ['HEADER-a', 'ROW-a', 'CHART-a'] };
    expect(codes(shared, [1, 2])).toEqual(['shared_child']);
    const renamed = simpleLayout();
    renamed['CHART-a'] = { ...renamed['CHART-a']!, id: 'CHART-z' };
    expect(codes(renamed, [1, 2])).toEqual(['id_mismatch']);
  });

  it('needs a root holding one child', () => {
    expect(codes({ 'ROW-a': { id: 'ROW-a', type: 'ROW', children: [] } })).toEqual(['missing_root']);
    const twoChildren = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID', 'TABS-a']],
      ['GRID_ID', 'GRID', []],
      ['TABS-a', 'TABS', []],
    );
    expect(codes(twoChildren)).toEqual(['invalid_nesting']);
  });
});
