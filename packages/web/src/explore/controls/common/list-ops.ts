/** The list with the item at `from` moved to `to` (drag-reorder); out-of-range indexes change nothing. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The list without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with the item at `index` replaced, or appended when `index` is null or past the end. */
export function replaceAt<T>(list: readonly T[], index: number | null, item: T): T[] {
  if (index === null || index < 0 || index >= list.length) return [...list, item];
  return list.map((existing, i) => (i === index ? item : existing));
}
