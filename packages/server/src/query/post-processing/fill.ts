import type { Cell, Column } from './frame';
import { cellColumn, isNumericColumn } from './frame';

/** pandas `ffill`: each missing value takes the last value above it. */
export function fillForward(column: Column): Column {
  return fillAlong(column, false);
}

/** pandas `bfill`: each missing value takes the next value below it. */
export function fillBackward(column: Column): Column {
  return fillAlong(column, true);
}

function fillAlong(column: Column, isBackward: boolean): Column {
  const length = column.values.length;
  const step = isBackward ? -1 : 1;
  const first = isBackward ? length - 1 : 0;
  if (isNumericColumn(column)) {
    const out = column.values.slice();
    let carried = Number.NaN;
    for (let i = first; i >= 0 && i < length; i += step) {
      const value = out[i] ?? Number.NaN;
      if (Number.isNaN(value)) out[i] = carried;
      else carried = value;
    }
    return { ...column, values: out };
  }
  const out: Cell[] = column.values.slice();
  let carried: Cell = null;
  for (let i = first; i >= 0 && i < length; i += step) {
    const value = out[i] ?? null;
    if (value === null) out[i] = carried;
    else carried = value;
  }
  return cellColumn(column.name, out, column.kind);
}

/**
 * pandas `interpolate(method='linear')`: missing values between two known ones lie on the
 * straight line between them (by position); trailing ones repeat the last known value;
 * leading ones stay missing (`limit_direction='forward'`).
 */
export function interpolateLinear(column: Column): Column {
  if (!isNumericColumn(column)) return column;
  const out = column.values.slice();
  let previous = -1;
  for (let i = 0; i < out.length; i += 1) {
    if (Number.isNaN(out[i] ?? Number.NaN)) continue;
    const here = out[i] ?? 0;
    if (previous >= 0 && i - previous > 1) {
      const before = out[previous] ?? 0;
      const slope = (here - before) / (i - previous);
      for (let j = previous + 1; j < i; j += 1) out[j] = slope * (j - previous) + before;
    }
    previous = i;
  }
  for (let j = previous + 1; previous >= 0 && j < out.length; j += 1) out[j] = out[previous] ?? Number.NaN;
  return { ...column, values: out };
}
