// Small readers of the loosely typed values in export bundles (YAML maps, JSON texts stored in columns).

/** Whether a value is a plain object. */
export function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value if it is a plain object, else an empty one. */
export function asMap(value: unknown): Record<string, unknown> {
  return isMap(value) ? value : {};
}

/** JSON text of a value (text stays as it is); null for null or undefined. */
export function jsonText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The parsed JSON of a text, or undefined when it is not JSON. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A stored JSON text as a value: null when empty, the text itself when it is not JSON. */
export function parsedJson(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A nullable YAML flag as the store's 0/1, with a default. */
export function flag(value: boolean | null | undefined, fallback: boolean): number {
  return Number(value ?? fallback);
}

/** One item per name, the last one winning (Superset's exports can repeat a column). */
export function lastByName<T>(items: readonly T[], name: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [name(item), item])).values()];
}

/** The chart uuids a dashboard layout references (meta.uuid of CHART components). */
export function layoutChartUuids(position: Record<string, unknown> | null | undefined): string[] {
  const uuids: string[] = [];
  for (const component of Object.values(position ?? {})) {
    if (!isMap(component) || component['type'] !== 'CHART' || !isMap(component['meta'])) continue;
    const uuid = component['meta']['uuid'];
    if (typeof uuid === 'string') uuids.push(uuid);
  }
  return uuids;
}
