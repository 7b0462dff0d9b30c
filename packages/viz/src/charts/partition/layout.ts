import type { PartitionNode } from './tree';

/** A drawn rectangle of the icicle. */
export interface IcicleRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Names from the top (metric first). */
  path: string[];
  node: PartitionNode;
}

const depthOf = (node: PartitionNode): number => 1 + Math.max(0, ...node.children.map(depthOf));
const size = (value: number, log: boolean) => (log ? Math.log10(1 + Math.abs(value)) : Math.abs(value));

/** The node at a path, with its ancestors' paths. */
export function nodeAt(roots: readonly PartitionNode[], path: readonly string[]): PartitionNode | undefined {
  let level: readonly PartitionNode[] = roots;
  let found: PartitionNode | undefined;
  for (const name of path) {
    found = level.find((n) => n.name === name);
    if (!found) return undefined;
    level = found.children;
  }
  return found;
}

/**
 * Horizontal icicle: one column per depth, each node as tall as its share of its parent. With a focus path the focused
 * node takes the whole height at the left; without, the metrics share the height equally (their units differ).
 */
export function icicleLayout(
  roots: readonly PartitionNode[],
  focus: readonly string[],
  box: { width: number; height: number },
  logScale = false,
): IcicleRect[] {
  const focused = focus.length ? nodeAt(roots, focus) : undefined;
  const top = focused ? [focused] : roots;
  const basePath = focused ? focus.slice(0, -1) : [];
  const depth = Math.max(1, ...top.map(depthOf));
  const columnWidth = box.width / depth;
  const rects: IcicleRect[] = [];
  const place = (node: PartitionNode, path: string[], level: number, y: number, height: number) => {
    rects.push({ x: level * columnWidth, y, width: columnWidth, height, path, node });
    const total = node.children.reduce((s, c) => s + size(c.value, logScale), 0);
    let offset = y;
    for (const child of node.children) {
      const h = total > 0 ? (size(child.value, logScale) / total) * height : 0;
      place(child, [...path, child.name], level + 1, offset, h);
      offset += h;
    }
  };
  const share = box.height / Math.max(1, top.length);
  top.forEach((node, i) => place(node, [...basePath, node.name], 0, i * share, share));
  return rects;
}
