import { asyncEventSchema, asyncJobMetadataSchema, CSRF_HEADER, errorResponseSchema } from '@meridian/core';
import type { AsyncJobMetadata, QueryContext } from '@meridian/core';
import type { ChartDataResult } from '@meridian/viz';
import { clearCsrfToken, getCsrfToken, knownCsrfToken } from '../app/csrf';
import { CHART_MESSAGES } from './chart-state';

const CHART_DATA_URL = '/api/v1/chart/data';
/** Spec §9: the async events are polled every 500 ms. */
const ASYNC_POLL_MS = 500;
/** Polls in a row that may fail on a passing outage (no answer, 5xx) before the chart shows the error. */
const ASYNC_POLL_RETRIES = 4;

/** One result of the chart data API as explore reads it: rows plus what the data pane and View query show. */
export interface ChartQueryResult extends ChartDataResult {
  /** Rows, keyed by column label. */
  data: Record<string, unknown>[];
  /** The SQL that ran (or, for result_type query, the SQL it would run). */
  query?: string;
  /** The engine's message when this query failed. */
  error?: string | null;
  /** Whether the rows came from the cache. */
  is_cached?: boolean;
  /** Dashboard filters the dataset could not apply (its columns lack theirs). */
  rejected_filters?: { column: string; reason: string }[];
}

/** Answer of the chart data API: one result per query object. */
export type ChartDataResponse = ChartQueryResult[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function arrayOf<T>(value: unknown, guard: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(guard) : [];
}

const isString = (item: unknown): item is string => typeof item === 'string';
const isNumber = (item: unknown): item is number => typeof item === 'number';

/** Reads one result of the chart data API; absent fields become empty. */
export function parseChartQueryResult(raw: unknown): ChartQueryResult {
  const value = isRecord(raw) ? raw : {};
  const result: ChartQueryResult = {
    data: arrayOf(value['data'], isRecord),
    colnames: arrayOf(value['colnames'], isString),
    coltypes: arrayOf(value['coltypes'], isNumber),
  };
  if (typeof value['rowcount'] === 'number') result.rowcount = value['rowcount'];
  if (typeof value['query'] === 'string') result.query = value['query'];
  if (typeof value['error'] === 'string') result.error = value['error'];
  if (typeof value['is_cached'] === 'boolean') result.is_cached = value['is_cached'];
  // The charts draw their annotation layers from it.
  if (isRecord(value['annotation_data'])) result.annotation_data = value['annotation_data'];
  const rejected = arrayOf(value['rejected_filters'], isRecord).filter(
    (item) => typeof item['column'] === 'string',
  );
  if (rejected.length > 0)
    result.rejected_filters = rejected.map((item) => ({
      column: String(item['column']),
      reason: typeof item['reason'] === 'string' ? item['reason'] : '',
    }));
  return result;
}

/** Reads the `{result: [...]}` answer of the chart data API. */
export function parseChartDataResponse(raw: unknown): ChartDataResponse {
  const results = isRecord(raw) ? raw['result'] : undefined;
  if (!Array.isArray(results)) throw new ChartDataError('Unexpected answer of the chart data API', null);
  return results.map(parseChartQueryResult);
}

/** A chart data call that failed with something to tell the person. */
export class ChartDataError extends Error {
  /** HTTP status, or null when there was no answer. */
  readonly status: number | null;

  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'ChartDataError';
    this.status = status;
  }
}

/** Whether an error is the abort of a stopped query. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function post(
  body: unknown,
  signal?: AbortSignal,
  retried = false,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  // Without an await when the token is known: a query started during a commit goes out in that same task.
  const token = knownCsrfToken() ?? (await getCsrfToken());
  let response: Response;
  try {
    response = await fetch(CHART_DATA_URL, {
      method: 'POST',
      credentials: 'include',
      headers: {
        ...extraHeaders,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [CSRF_HEADER]: token,
      },
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ChartDataError(CHART_MESSAGES.networkError, null);
  }
  if (!retried && (response.status === 400 || response.status === 403)) {
    const text = await response.clone().text();
    if (/csrf/i.test(text)) {
      clearCsrfToken();
      return post(body, signal, true, extraHeaders);
    }
  }
  return response;
}

async function failure(response: Response): Promise<ChartDataError> {
  const body = errorResponseSchema.safeParse(await response.json().catch(() => null));
  if (!body.success) return new ChartDataError(`Request failed (HTTP ${response.status})`, response.status);
  const { message } = body.data;
  const text =
    typeof message === 'string'
      ? message
      : Object.entries(message)
          .map(([field, reasons]) => `${field}: ${reasons.join(', ')}`)
          .join('; ');
  return new ChartDataError(text, response.status);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Whether a failed call may succeed when repeated: no answer at all, or the server briefly unavailable. */
function isPassingOutage(error: unknown): boolean {
  return error instanceof ChartDataError && (error.status === null || error.status >= 500);
}

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: signal ?? null,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ChartDataError(CHART_MESSAGES.networkError, null);
  }
  if (!response.ok) throw await failure(response);
  return response.json();
}

/** Spec §4 "Async queries": waits for the job's done or error event, then fetches its result. */
async function awaitAsyncJob(job: AsyncJobMetadata, signal?: AbortSignal): Promise<unknown> {
  let lastId: string | null = null;
  let failures = 0;
  for (;;) {
    // Backs off while the events endpoint fails (e.g. 503 while Redis restarts), then shows its error.
    await sleep(ASYNC_POLL_MS * 2 ** failures, signal);
    const query = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
    let answer: unknown;
    try {
      answer = await getJson(`/api/v1/async_event/${query}`, signal);
      failures = 0;
    } catch (error) {
      if (!isPassingOutage(error) || failures >= ASYNC_POLL_RETRIES) throw error;
      failures += 1;
      continue;
    }
    const events = arrayOf(isRecord(answer) ? answer['result'] : [], isRecord).flatMap((raw) => {
      const event = asyncEventSchema.safeParse(raw);
      return event.success ? [event.data] : [];
    });
    for (const event of events) {
      lastId = event.id;
      if (event.job_id !== job.job_id) continue;
      if (event.status === 'error')
        throw new ChartDataError(event.errors[0]?.message ?? CHART_MESSAGES.networkError, null);
      if (event.status === 'done' && event.result_url) return getJson(event.result_url, signal);
    }
  }
}

/** Runs a query context (`POST /api/v1/chart/data`, JSON); throws ChartDataError or the abort. */
export async function postChartData(
  context: QueryContext,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<ChartDataResponse> {
  const response = await post(context, signal, false, headers);
  if (!response.ok) throw await failure(response);
  let body: unknown = await response.json();
  if (response.status === 202) body = await awaitAsyncJob(asyncJobMetadataSchema.parse(body), signal);
  const parsed = parseChartDataResponse(body);
  const failed = parsed.find((result) => result.error);
  if (failed?.error) throw new ChartDataError(failed.error, response.status);
  return parsed;
}

/** Runs a query context as a CSV or XLSX file and hands it to the browser as a download. */
export async function downloadChartData(
  context: QueryContext,
  format: 'csv' | 'xlsx',
  filename: string,
): Promise<void> {
  const response = await post({ ...context, result_format: format, result_type: 'full' });
  if (!response.ok) throw await failure(response);
  saveBlob(await response.blob(), `${filename}.${format}`);
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a URL (blob or data URL) under a file name. */
export function saveUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
