/** One flow between two nodes. */
export interface SankeyLink {
  source: string;
  target: string;
  value: number;
}

/** Each node's size: the larger of what flows in and what flows out (a node both ends the same flows). */
export function nodeValues(links: readonly SankeyLink[]): Map<string, number> {
  const inflow = new Map<string, number>();
  const outflow = new Map<string, number>();
  for (const { source, target, value } of links) {
    outflow.set(source, (outflow.get(source) ?? 0) + value);
    inflow.set(target, (inflow.get(target) ?? 0) + value);
  }
  const values = new Map<string, number>();
  for (const name of new Set([...inflow.keys(), ...outflow.keys()]))
    values.set(name, Math.max(inflow.get(name) ?? 0, outflow.get(name) ?? 0));
  return values;
}

/** A loop among the links (as the node names along it, first repeated at the end), or null: a sankey must have none. */
export function findLoop(links: readonly SankeyLink[]): string[] | null {
  const next = new Map<string, string[]>();
  for (const { source, target } of links) next.set(source, [...(next.get(source) ?? []), target]);
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    path.push(node);
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 'open') return [...path.slice(path.indexOf(to)), to];
      if (!state.has(to)) {
        const loop = visit(to);
        if (loop) return loop;
      }
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of next.keys()) {
    if (state.has(node)) continue;
    const loop = visit(node);
    if (loop) return loop;
  }
  return null;
}
