import { describe, expect, it } from 'vitest';
import type { ChartDataResult } from '../../plugin';
import { treeFormDataSchema } from './form-data';
import { treeLabelPlacement } from './label-placement';
import { transformTreeProps } from './transform-props';

/** The example export's hierarchical_dataset: USA, four states, seven cities (Superset's Tree chart). */
const EXAMPLE: ChartDataResult = {
  colnames: ['id', 'parent', 'name', 'count'],
  coltypes: [0, 0, 1, 0],
  data: (
    [
      [1, null, 'USA'],
      [2, 1, 'CA'],
      [3, 1, 'NY'],
      [4, 1, 'TX'],
      [5, 1, 'FL'],
      [6, 2, 'Los Angeles'],
      [7, 2, 'San Francisco'],
      [8, 3, 'New York City'],
      [9, 3, 'Buffalo'],
      [10, 4, 'Houston'],
      [11, 4, 'Dallas'],
      [12, 5, 'Miami'],
    ] as const
  ).map(([id, parent, name]) => ({ id, parent, name, count: 1 })),
};
const seriesOf = (extra: Record<string, unknown>, width: number, height: number) => {
  const formData = treeFormDataSchema.parse({
    datasource: '8__table',
    viz_type: 'tree_chart',
    id: 'id',
    parent: 'parent',
    name: 'name',
    root_node_id: '1',
    metric: 'count',
    ...extra,
  });
  const props = transformTreeProps({ formData, queriesData: [EXAMPLE], width, height });
  return (props.echartOptions['series'] as Record<string, unknown>[])[0] as {
    label: { position?: string };
    leaves: { label: { position?: string; width?: number } };
    top: unknown;
    left: unknown;
    right: unknown;
  };
};
const leaf = (name: string) => ({ name, children: [] });

describe('tree labels keep clear of the node circles', () => {
  it("radial (the example's Tree on a 400 px card): labels run outward along their branch, not beside the node", () => {
    const series = seriesOf(
      { layout: 'radial', node_label_position: 'top', child_label_position: 'top' },
      400,
      400,
    );
    expect(series.label.position).toBeUndefined();
    expect(series.leaves.label.position).toBeUndefined();
    // Room for "San Francisco" (13 characters at 6.5 px, the symbol and gaps: 102 px), at most a quarter of the card;
    // longer names are truncated to it.
    expect(series.top).toBe(100);
    expect(series.leaves.label.width).toBe(100 - 7 - 8);
    expect(series.left).toBe(series.top);
  });

  it('left-right: leaf labels go below their node while two leaves have room for a line between them', () => {
    const series = seriesOf({ layout: 'orthogonal', orient: 'LR', child_label_position: 'bottom' }, 400, 400);
    expect(series.leaves.label.position).toBe('bottom');
    expect(series.right).toBe('12%');
  });

  it('left-right on a short card: leaf labels go outward, and the right margin makes room for them', () => {
    const series = seriesOf({ layout: 'orthogonal', orient: 'LR', child_label_position: 'bottom' }, 400, 200);
    expect(series.leaves.label.position).toBe('right');
    expect(series.right).toBe(Math.round(13 * 6.5 + 7 + 10));
    expect(series.leaves.label.width).toBe(Math.round(13 * 6.5 + 7 + 10) - 7 - 8);
  });

  it('measures the room between leaves as ECharts spaces them: one unit between siblings, two between cousins', () => {
    // Leaves a, b (siblings) and c (a cousin): 3 units over 0.8 x 100 px = 26.7 px; a label needs 7 + 5 + 14 + 2 = 28.
    const root = {
      name: 'r',
      children: [
        { name: 'p', children: [leaf('a'), leaf('b')] },
        { name: 'q', children: [leaf('c')] },
      ],
    };
    const place = (height: number) =>
      treeLabelPlacement({
        root,
        layout: 'orthogonal',
        orient: 'LR',
        nodePosition: 'left',
        leafPosition: 'top',
        width: 400,
        height,
        symbolSize: 7,
        lineHeight: 14,
        breadthShare: 0.8,
      });
    expect(place(100)).toEqual({ node: 'left', leaf: 'right' });
    expect(place(105)).toEqual({ node: 'left', leaf: 'top' });
  });

  it('keeps a position that is not between siblings, and turns top-down trees outward (bottom)', () => {
    const root = { name: 'r', children: [leaf('a long leaf name'), leaf('b')] };
    const base = {
      root,
      layout: 'orthogonal' as const,
      nodePosition: 'left' as const,
      width: 400,
      height: 400,
      symbolSize: 7,
      lineHeight: 14,
      breadthShare: 0.8,
    };
    expect(treeLabelPlacement({ ...base, orient: 'LR', leafPosition: 'right' }).leaf).toBe('right');
    // 320 px for one unit: room for 16 characters (104 px) beside a leaf.
    expect(treeLabelPlacement({ ...base, orient: 'TB', leafPosition: 'right' }).leaf).toBe('right');
    expect(treeLabelPlacement({ ...base, width: 100, orient: 'TB', leafPosition: 'right' }).leaf).toBe(
      'bottom',
    );
  });
});
