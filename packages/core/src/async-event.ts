import { z } from 'zod';

/** States of an async query job; events carry `done` or `error`, the 202 answer `pending`. */
export const ASYNC_JOB_STATUSES = ['pending', 'running', 'done', 'error'] as const;
export type AsyncJobStatus = (typeof ASYNC_JOB_STATUSES)[number];

/** An error of a failed job. */
export const asyncJobErrorSchema = z.looseObject({ message: z.string() });

/** The 202 answer of `POST /api/v1/chart/data` when GLOBAL_ASYNC_QUERIES is on (Superset's job metadata). */
export const asyncJobMetadataSchema = z.object({
  /** Opaque channel of the request (events are delivered per user). */
  channel_id: z.string(),
  /** Id of the job; events name it. */
  job_id: z.string(),
  /** The user who asked; only they see the events and the result. */
  user_id: z.number().int(),
  status: z.enum(ASYNC_JOB_STATUSES),
  errors: z.array(asyncJobErrorSchema),
  /** Where the answer can be fetched once the job is done. */
  result_url: z.string().nullable(),
});
export type AsyncJobMetadata = z.infer<typeof asyncJobMetadataSchema>;

/** An event of `GET /api/v1/async_event/` and the async events WebSocket. */
export const asyncEventSchema = asyncJobMetadataSchema.extend({
  /** Id in the user's event stream (`<ms>-<seq>`); pass it back as `last_id`. */
  id: z.string(),
});
export type AsyncEvent = z.infer<typeof asyncEventSchema>;

/** Matches an event id (`<ms>-<seq>`, or `<ms>`), as `last_id` takes it. */
export const ASYNC_EVENT_ID_PATTERN = /^\d+(-\d+)?$/;
