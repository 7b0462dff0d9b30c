import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { z } from 'zod';

dayjs.extend(relativeTime);

/** Query of `GET /api/v1/log/recent_activity/` (rison `q`), as Superset's welcome page sends it. */
export const recentActivityQuerySchema = z.object({
  /** Zero-based page. */
  page: z.number().int().min(0).default(0),
  /** Items per page (1–100). */
  page_size: z.number().int().min(1).max(100).default(6),
  /** Each object once, at its last view (the only mode kept). */
  distinct: z.boolean().default(true),
});
/** Query of the recent-activity call. */
export type RecentActivityQuery = z.infer<typeof recentActivityQuerySchema>;

/** One recently viewed dashboard or chart (Superset's shape). */
export const recentActivityItemSchema = z.object({
  /** `dashboard` or `explore`. */
  action: z.string(),
  /** The object's title. */
  item_title: z.string(),
  /** `dashboard` or `slice`. */
  item_type: z.enum(['dashboard', 'slice']),
  /** Where it opens. */
  item_url: z.string(),
  /** When it was last viewed, epoch milliseconds. */
  time: z.number(),
  /** The same as "3 minutes ago". */
  time_delta_humanized: z.string(),
});
/** One recently viewed object. */
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

/** Answer of the recent-activity call. */
export const recentActivityResponseSchema = z.object({ result: z.array(recentActivityItemSchema) });

/** "a few seconds ago", "3 minutes ago", … between a time and now. */
export function humanizeTimeDelta(time: Date, now: Date): string {
  return dayjs(time).from(dayjs(now));
}
