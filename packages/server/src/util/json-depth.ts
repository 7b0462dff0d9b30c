/** How deep stored state may nest: far beyond any real form data or filter state. */
export const MAX_STATE_DEPTH = 200;

/**
 * How deeply a parsed JSON value nests (a scalar is 0), counted without recursion and stopping once past `limit`:
 * a body nested thousands deep parses, but recursive code (JSON.stringify among it) would overflow the stack.
 */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The same test on JSON text that is stored as text (explore's `form_data`): counted while scanning, without
 * parsing, so a string nested thousands deep is refused before anything recursive reads it.
 */
export function jsonTextDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}
