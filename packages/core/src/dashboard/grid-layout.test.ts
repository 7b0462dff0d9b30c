import { describe, expect, it } from 'vitest';
import { columnsToPixels, effectiveWidthUnits, layoutBoxes } from './grid-layout';
import { layoutFromPositionJson, positionJsonSchema } from './layout-schema';
import { SALES_LAYOUT, SLACK_LAYOUT, chart, layoutOf, simpleLayout } from './test-fixtures/layouts';

const sales = layoutFromPositionJson(positionJsonSchema.parse(SALES_LAYOUT));
const slack = layoutFromPositionJson(positionJsonSchema.parse(SLACK_LAYOUT));

describe('columnsToPixels', () => {
  it("gives Superset's w × columnWidth + (w − 1) × gutter", () => {
    const gridWidth = 1184;
    const columnWidth = (gridWidth + 16) / 12 - 16;
    expect(columnsToPixels(3, gridWidth)).toBeCloseTo(3 * columnWidth + 2 * 16);
    expect(columnsToPixels(12, gridWidth)).toBe(gridWidth);
  });
});

describe('effectiveWidthUnits', () => {
  it('makes a chart directly in a column as wide as the column (issue 17: the 43 px sliver)', () => {
    // Sales Dashboard: 'Total Products Sold' is width 2 in a column of width 3.
    expect(effectiveWidthUnits(sales, 'CHART-1NOOLm5YPs')).toBe(3);
    expect(effectiveWidthUnits(sales, 'CHART-lFanAaYKBK')).toBe(3);
    expect(effectiveWidthUnits(sales, 'COLUMN-8Rp54B6ikC')).toBe(3);
  });

  it('takes the column width over a wider width saved on a chart in it (Slack: a column of 2 holding width 3)', () => {
    const column = Object.values(slack).find((c) => typeof c === 'object' && c.type === 'COLUMN');
    expect(column?.meta?.width).toBe(2);
    for (const id of column?.children ?? []) expect(effectiveWidthUnits(slack, id)).toBe(2);
  });

  it('caps a chart in a row nested in a column at the width of the column', () => {
    const layout = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID']],
      ['GRID_ID', 'GRID', ['ROW-a']],
      ['ROW-a', 'ROW', ['COLUMN-a']],
      ['COLUMN-a', 'COLUMN', ['ROW-b'], { width: 5 }],
      ['ROW-b', 'ROW', ['CHART-a', 'CHART-b']],
      chart('CHART-a', 1, 8),
      chart('CHART-b', 2, 2),
    );
    expect(effectiveWidthUnits(layout, 'CHART-a')).toBe(5);
    expect(effectiveWidthUnits(layout, 'CHART-b')).toBe(2);
  });

  it('has no width for rows, headers and tabs', () => {
    expect(effectiveWidthUnits(sales, 'ROW-Tyv02UA_6W')).toBeUndefined();
    expect(effectiveWidthUnits(sales, 'TAB-d-E0Zc1cTH')).toBeUndefined();
  });
});

describe('layoutBoxes', () => {
  it('puts the charts of a row side by side with a gutter, under a header', () => {
    const boxes = layoutBoxes(simpleLayout(), { containerId: 'GRID_ID', gridWidth: 1184 });
    expect(boxes.get('HEADER-a')).toEqual({ x: 0, y: 0, width: 1184, height: 48 });
    expect(boxes.get('CHART-a')).toEqual({ x: 0, y: 64, width: 384, height: 400 });
    expect(boxes.get('CHART-b')).toEqual({ x: 400, y: 64, width: 384, height: 400 });
  });

  it('stacks the charts of a column and makes the row as tall as its tallest child (Sales Dashboard)', () => {
    const boxes = layoutBoxes(sales, { containerId: 'TAB-d-E0Zc1cTH', gridWidth: 1184 });
    // Column of 3: charts of 26 and 25 units stacked with a gutter; beside it a chart of 6 × 53 units.
    expect(boxes.get('CHART-lFanAaYKBK')).toEqual({ x: 0, y: 0, width: 284, height: 208 });
    expect(boxes.get('CHART-1NOOLm5YPs')).toEqual({ x: 0, y: 224, width: 284, height: 200 });
    const row = boxes.get('ROW-Tyv02UA_6W');
    expect(row?.height).toBe(53 * 8);
    expect(boxes.get('ROW-oAtmu5grZ')?.y).toBe(53 * 8 + 16);
  });

  it('leaves out nested tabs and what follows them', () => {
    const layout = layoutOf(
      ['ROOT_ID', 'ROOT', ['GRID_ID']],
      ['GRID_ID', 'GRID', ['TABS-a', 'ROW-a']],
      ['TABS-a', 'TABS', []],
      ['ROW-a', 'ROW', ['CHART-a']],
      chart('CHART-a', 1),
    );
    expect(layoutBoxes(layout, { containerId: 'GRID_ID', gridWidth: 1000 }).has('CHART-a')).toBe(false);
  });
});
