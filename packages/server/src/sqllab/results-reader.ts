import { SQLLAB_MESSAGES } from '@meridian/core';
import { AppError } from '../errors';
import type { SqlLabResultStore, StoredResultMeta } from './result-store';

/** Rows `offset` … `offset + count` of a stored result, reading only the pages that hold them. */
export async function readStoredRows(options: {
  store: SqlLabResultStore;
  key: string;
  meta: StoredResultMeta;
  offset: number;
  count: number;
}): Promise<Record<string, unknown>[]> {
  const { store, key, meta, offset } = options;
  const end = Math.min(meta.rows, offset + options.count);
  if (offset >= end) return [];
  const first = Math.floor(offset / meta.pageRows);
  const last = Math.floor((end - 1) / meta.pageRows);
  const rows: Record<string, unknown>[] = [];
  for (let index = first; index <= last; index++) {
    const text = await store.readPage(key, index);
    if (text === undefined) throw new AppError('RESULTS_BACKEND_ERROR', SQLLAB_MESSAGES.resultsGone);
    const page = JSON.parse(text) as Record<string, unknown>[];
    const from = index === first ? offset - index * meta.pageRows : 0;
    const to = index === last ? end - index * meta.pageRows : page.length;
    rows.push(...page.slice(from, to));
  }
  return rows;
}
