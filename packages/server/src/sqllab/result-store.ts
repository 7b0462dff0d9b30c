import type { SqlLabColumn } from '@meridian/core';

/**
 * Where finished SQL Lab results wait to be fetched by key, a page (SQLLAB_PAGE_ROWS rows) per entry, so neither
 * the run nor a fetch ever holds more than a page or two of a large result. Without Redis, pages are files in the
 * data dir (memory stays flat whatever the result's size); with Redis, they are Redis keys, since the worker that
 * ran the query and the API process that answers the fetch may be different machines. Both expire with a TTL.
 */
export interface SqlLabResultStore {
  /** Stores one page: the JSON text of an array of row objects. */
  writePage(key: string, index: number, json: string, ttlSeconds: number): Promise<void>;
  /** Marks a result complete with what describes it; pages written before are readable from now on. */
  finish(key: string, meta: StoredResultMeta, ttlSeconds: number): Promise<void>;
  /** The description of a complete result, or undefined when unknown or expired. */
  meta(key: string): Promise<StoredResultMeta | undefined>;
  /** The JSON text of one page, or undefined when gone. */
  readPage(key: string, index: number): Promise<string | undefined>;
  /** Removes a result (a run that failed half-way). */
  discard(key: string): Promise<void>;
  close(): Promise<void>;
}

/** What describes a stored result. */
export interface StoredResultMeta {
  /** Rows stored. */
  rows: number;
  /** Rows per page. */
  pageRows: number;
  /** Columns of the result. */
  columns: SqlLabColumn[];
}

/** Results keys are hex uuids without dashes: nothing else is ever a file name or a Redis key. */
export const RESULTS_KEY_PATTERN = /^[0-9a-f]{32}$/;
