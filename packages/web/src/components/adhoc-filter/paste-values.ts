/** Characters a pasted list of values is split on (Superset's token separators): comma, newline, tab, semicolon. */
export const PASTE_SEPARATORS = /[,\n\r\t;]+/;

/** Values of pasted text: split on the separators, trimmed, blanks dropped, duplicates kept once, in order. */
export function splitPastedValues(text: string): string[] {
  const values = text
    .split(PASTE_SEPARATORS)
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

/** Whether pasted text holds more than one value (then the paste adds several values). */
export function isMultiValuePaste(text: string): boolean {
  return splitPastedValues(text).length > 1;
}

/** The current values with the pasted ones appended, duplicates skipped. */
export function appendPastedValues<T>(current: readonly T[], pasted: readonly T[]): T[] {
  const seen = new Set(current.map((value) => JSON.stringify(value)));
  const added = pasted.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...current, ...added];
}
