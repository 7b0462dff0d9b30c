import type { TreeFormData } from './form-data';

/** A label position of the tree controls. */
type Position = TreeFormData['node_label_position'];
type Orient = TreeFormData['orient'];

/** A node as the placement reads it. */
interface PlacedNode {
  name: string;
  children: readonly PlacedNode[];
}

/** Space ECharts leaves between a symbol and its label (label.distance). */
const LABEL_DISTANCE = 5;
/** Breathing room between a label and the next node's symbol. */
const CLEARANCE = 2;
/** Average width of a character of the 11 px label font: an estimate, as no text is measured in transformProps. */
export const LABEL_CHAR_WIDTH = 6.5;

/** The side of a node that faces away from the root: nothing but its own subtree lies there. */
export const OUTWARD_SIDE: Readonly<Record<Orient, Position>> = {
  LR: 'right',
  RL: 'left',
  TB: 'bottom',
  BT: 'top',
};

/** Whether a position puts the label between a node and its siblings (across the breadth of the tree). */
const isBetweenSiblings = (orient: Orient, position: Position) =>
  orient === 'LR' || orient === 'RL'
    ? position === 'top' || position === 'bottom'
    : position === 'left' || position === 'right';

/**
 * Leaves in drawing order and the breadth units between them as ECharts' layout spaces them: one between siblings,
 * two between cousins (its default separation).
 */
function leafUnits(root: PlacedNode): { leaves: PlacedNode[]; units: number } {
  const leaves: PlacedNode[] = [];
  let units = 0;
  let lastParent: PlacedNode | null = null;
  const stack: [PlacedNode, PlacedNode | null][] = [[root, null]];
  while (stack.length > 0) {
    const [node, parent] = stack.pop() as [PlacedNode, PlacedNode | null];
    if (node.children.length === 0) {
      if (leaves.length > 0) units += parent === lastParent ? 1 : 2;
      leaves.push(node);
      lastParent = parent;
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push([node.children[i] as PlacedNode, node]);
  }
  return { leaves, units };
}

/** The characters of the longest leaf name (labels are sized from it). */
export function longestLeafName(root: PlacedNode): number {
  return leafUnits(root).leaves.reduce((max, leaf) => Math.max(max, leaf.name.length), 0);
}

/** What the tree's labels need to keep clear of the node symbols. */
export interface TreeLabelPlacement {
  /** Position of inner nodes' labels; undefined: ECharts' own (radial: along the branch). */
  node: Position | undefined;
  /** Position of leaves' labels; undefined: ECharts' own (radial: outward, along the branch). */
  leaf: Position | undefined;
}

/**
 * Label positions that keep labels off the neighbouring nodes' symbols.
 *
 * Radial: a set position is turned with the branch, so "top" put the label beside its node, running along the next
 * node's circle; ECharts' own placement (outward along the branch) is kept instead. Orthogonal: a label between
 * siblings ("bottom" in a left-to-right tree) needs the room between two leaves; when a narrow card leaves less, it
 * goes on the outward side, where nothing but the node's own subtree is.
 */
export function treeLabelPlacement(options: {
  root: PlacedNode;
  layout: TreeFormData['layout'];
  orient: Orient;
  nodePosition: Position;
  leafPosition: Position;
  width: number;
  height: number;
  symbolSize: number;
  lineHeight: number;
  /** Share of the breadth the layout spreads the leaves over (the rest is the series' margins). */
  breadthShare: number;
}): TreeLabelPlacement {
  const { root, orient } = options;
  if (options.layout === 'radial') return { node: undefined, leaf: undefined };
  const across = orient === 'LR' || orient === 'RL' ? options.height : options.width;
  const { leaves, units } = leafUnits(root);
  const spacing = units === 0 ? Number.POSITIVE_INFINITY : (across * options.breadthShare) / units;
  const longest = leaves.reduce((max, leaf) => Math.max(max, leaf.name.length), 0);
  const labelDepth =
    orient === 'LR' || orient === 'RL' ? options.lineHeight : Math.min(140, longest * LABEL_CHAR_WIDTH);
  const fits = spacing >= options.symbolSize + LABEL_DISTANCE + labelDepth + CLEARANCE;
  const place = (position: Position) =>
    isBetweenSiblings(orient, position) && !fits ? OUTWARD_SIDE[orient] : position;
  return { node: options.nodePosition, leaf: place(options.leafPosition) };
}
