import { QUICK_VIZ_TYPES } from '@meridian/viz';

/** The quick tiles: line, bar, area, table, big number total and pie, then the selected and the rendered type. */
export function quickTileTypes(value: string, renderedVizType?: string): string[] {
  const types: string[] = [...QUICK_VIZ_TYPES];
  for (const extra of [value, renderedVizType]) {
    if (extra && !types.includes(extra)) types.push(extra);
  }
  return types;
}
