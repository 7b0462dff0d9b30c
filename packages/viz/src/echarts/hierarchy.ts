import { toNumber } from './options';

/** A node of a hierarchy built from grouped rows (treemap, sunburst): one per value of each level in turn. */
export interface HierarchyNode {
  /** The node's label (its level's value, formatted). */
  name: string;
  /** Σ of the metric over the node's rows (missing values count 0). */
  value: number;
  /** Σ of the secondary metric, when one is given. */
  secondaryValue: number;
  /** Raw values of the levels from the top down to this node, by column label (for cross-filters). */
  values: Readonly<Record<string, unknown>>;
  /** Labels from the top down to this node. */
  path: readonly string[];
  children: HierarchyNode[];
}

type Row = Readonly<Record<string, unknown>>;

/**
 * Nodes of every level over the rows, grouped in first-seen order (rows come sorted from the query): leaves hold
 * the metric, parents the sum of their children, as Superset's treeBuilder does.
 */
export function buildHierarchy(
  rows: readonly Row[],
  levels: readonly string[],
  metric: string,
  format: (column: string, value: unknown) => string,
  secondaryMetric?: string,
): HierarchyNode[] {
  const nest = (
    subset: readonly Row[],
    depth: number,
    parent: Pick<HierarchyNode, 'values' | 'path'>,
  ): HierarchyNode[] => {
    const level = levels[depth];
    if (level === undefined) return [];
    const groups = new Map<string, Row[]>();
    for (const row of subset) {
      const name = format(level, row[level]);
      const list = groups.get(name);
      if (list) list.push(row);
      else groups.set(name, [row]);
    }
    return [...groups.entries()].map(([name, members]) => {
      const first = members[0] ?? {};
      const node = { values: { ...parent.values, [level]: first[level] }, path: [...parent.path, name] };
      const children = nest(members, depth + 1, node);
      const sum = (key: string | undefined) =>
        key === undefined ? 0 : members.reduce((s, r) => s + (toNumber(r[key]) ?? 0), 0);
      return { name, value: sum(metric), secondaryValue: sum(secondaryMetric), ...node, children };
    });
  };
  return nest(rows, 0, { values: {}, path: [] });
}

/** The nodes in pre-order (a parent before its children), as ECharts numbers tree data items. */
export function preorder(nodes: readonly HierarchyNode[]): HierarchyNode[] {
  const out: HierarchyNode[] = [];
  const visit = (list: readonly HierarchyNode[]) => {
    for (const node of list) {
      out.push(node);
      visit(node.children);
    }
  };
  visit(nodes);
  return out;
}

/** How many leaves the nodes have. */
export function leafCount(nodes: readonly HierarchyNode[]): number {
  return nodes.reduce((n, node) => n + (node.children.length === 0 ? 1 : leafCount(node.children)), 0);
}
