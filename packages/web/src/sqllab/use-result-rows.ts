import { DISPLAY_MAX_ROW, SQLLAB_PAGE_ROWS } from '@meridian/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunResult } from './run-state';
import { fetchResultRows } from './sqllab-api';

/** Rows of a stored result, fetched a page at a time as the grid scrolls to them. */
export interface ResultRows {
  /** The row at an index, or undefined while its page loads. */
  rowAt: (index: number) => Record<string, unknown> | undefined;
  /** Asks for the page holding a row (the grid calls it for the rows in view). */
  want: (index: number) => void;
  /** Every row, fetching the missing pages (sort and copy need them all). */
  all: () => Promise<Record<string, unknown>[]>;
  /** Why a page could not be fetched. */
  error: string | undefined;
}

/** Loads the pages of a result lazily; the first one came with the run. */
export function useResultRows(result: RunResult | undefined): ResultRows {
  const pages = useRef(new Map<number, Record<string, unknown>[]>());
  const loading = useRef(new Set<number>());
  const [, setVersion] = useState(0);
  const [error, setError] = useState<string>();

  useEffect(() => {
    pages.current = new Map(result ? [[0, result.firstRows]] : []);
    loading.current = new Set();
    setError(undefined);
    setVersion((v) => v + 1);
  }, [result]);

  const load = useCallback(
    async (page: number) => {
      if (!result?.resultsKey || pages.current.has(page) || loading.current.has(page)) return;
      loading.current.add(page);
      try {
        const answer = await fetchResultRows(result.resultsKey, page * SQLLAB_PAGE_ROWS, SQLLAB_PAGE_ROWS);
        pages.current.set(page, answer.data);
        setVersion((v) => v + 1);
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : String(cause));
      } finally {
        loading.current.delete(page);
      }
    },
    [result],
  );

  const rowAt = (index: number) =>
    pages.current.get(Math.floor(index / SQLLAB_PAGE_ROWS))?.[index % SQLLAB_PAGE_ROWS];
  const want = (index: number) => void load(Math.floor(index / SQLLAB_PAGE_ROWS));
  const all = async (): Promise<Record<string, unknown>[]> => {
    if (!result) return [];
    const total = Math.min(result.rows, DISPLAY_MAX_ROW * 10);
    const count = Math.ceil(total / SQLLAB_PAGE_ROWS);
    for (let page = 0; page < count; page++) await load(page);
    return Array.from({ length: count }, (_, page) => pages.current.get(page) ?? []).flat();
  };
  return { rowAt, want, all, error };
}
