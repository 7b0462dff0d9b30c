import { z } from 'zod';

/** Name of the queue of async SQL Lab runs (BullMQ's queue name on Redis). */
export const SQLLAB_QUEUE = 'sqllab';

/** An async SQL Lab run as it travels through the queue (validated again when taken). */
export const sqlLabJobSchema = z.object({
  /** The run's client id; the job reads its row. */
  client_id: z.string().min(1).max(11),
  /** Who asked: the job checks this user's access again when it runs. */
  user_id: z.number().int().positive(),
});
/** An async SQL Lab run in the queue. */
export type SqlLabJob = z.infer<typeof sqlLabJobSchema>;
