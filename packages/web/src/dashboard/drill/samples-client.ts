import { CSRF_HEADER, errorResponseSchema } from '@meridian/core';
import { z } from 'zod';
import { getCsrfToken, knownCsrfToken } from '../../app/csrf';
import type { DrillDetailPayload } from './drill-payload';
import { samplesUrl } from './drill-payload';

/** One page of drill-to-detail rows. */
export const samplesPageSchema = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  colnames: z.array(z.string()),
  coltypes: z.array(z.number().int()),
  total_count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
/** One page of rows. */
export type SamplesPage = z.infer<typeof samplesPageSchema>;

/** Asks one page of a dataset's rows under the payload's filters (`POST /datasource/samples`). */
export async function fetchSamplesPage(options: {
  datasetId: number;
  page: number;
  payload: DrillDetailPayload;
  dashboardId?: number;
  signal?: AbortSignal;
}): Promise<SamplesPage> {
  const token = knownCsrfToken() ?? (await getCsrfToken());
  const response = await fetch(samplesUrl(options.datasetId, options.page, options.dashboardId), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [CSRF_HEADER]: token },
    body: JSON.stringify(options.payload),
    signal: options.signal ?? null,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorResponseSchema.safeParse(body);
    const message = error.success && typeof error.data.message === 'string' ? error.data.message : null;
    throw new Error(message ?? 'Sorry, an error occurred');
  }
  const parsed = z.object({ result: samplesPageSchema }).safeParse(body);
  if (!parsed.success) throw new Error('Sorry, an error occurred');
  return parsed.data.result;
}
