import type { JobQueue } from '../jobs/queue';
import type { SavedQueryService } from '../saved-queries/saved-query-service';
import type { CancelBus } from './cancel-bus';
import type { QueryHistoryService } from './query-history';
import type { SqlLabResultStore } from './result-store';
import type { SqlLabJob } from './sqllab-job';
import type { SqlLabService } from './sqllab-service';
import type { TabService } from './tab-service';

/** SQL Lab's services, built once per app (and per worker). */
export interface SqlLabServices {
  /** Runs: execute, results, stop, CSV. */
  runs: SqlLabService;
  /** Query history. */
  history: QueryHistoryService;
  /** Editor tabs and the bootstrap answer. */
  tabs: TabService;
  /** Saved queries. */
  savedQueries: SavedQueryService;
  /** The async queue (closed with the app). */
  queue: JobQueue<SqlLabJob>;
  /** Cross-process stops. */
  cancels: CancelBus;
  /** Stored results. */
  results: SqlLabResultStore;
}
