/** Helpers for this folder's tests: frames from literals and answers as plain rows. */
import type { Cell, Frame } from './frame';
import { frameFromColumns, frameToRecords } from './frame-convert';

/** Epoch milliseconds of a naive ISO date or date-time, read as UTC. */
export function utc(iso: string): number {
  return Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : `${iso}Z`);
}

/** A frame from named columns; `temporal` names columns holding ISO text or epoch ms. */
export function frameOf(data: Record<string, readonly unknown[]>, temporal: readonly string[] = []): Frame {
  return frameFromColumns(data, { temporalColumns: temporal });
}

/** The frame as Superset's `data` rows, as plain objects. */
export function rowsOf(frame: Frame): Record<string, Cell>[] {
  return frameToRecords(frame).map((record) => ({ ...record }));
}

/** One column of the answer, by flat name. */
export function columnOf(frame: Frame, name: string): Cell[] {
  return rowsOf(frame).map((row) => row[name] ?? null);
}

/** The flat column names of the answer. */
export function namesOf(frame: Frame): string[] {
  return frame.columns.map((column) => column.name.filter((label) => label !== null).join(', '));
}
