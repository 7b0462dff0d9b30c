import type { HotMetadata } from './auth/hot-metadata';
import type { LoginLimiter } from './auth/login-limiter';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseService } from './databases/database-service';
import type { DatasetService } from './datasets/dataset-service';
import type { AsyncQueries } from './jobs/chart-data-job';
import type { ChartDataService } from './query/chart-data-service';
import type { KeyedConcurrencyGates } from './query/dashboard-concurrency';
import type { Store } from './store/db';
import type { Repos } from './store/repos';

/** What routes and hooks need, built once per app. */
export interface AppContext {
  /** The configuration the app was built from. */
  config: Config;
  /** The metadata store. */
  store: Store;
  /** Repositories over the store. */
  repos: Repos;
  /** JWT issuing and checking. */
  tokens: TokenService;
  /** Grants and chart-data targets reused for a moment across requests. */
  hotMetadata: HotMetadata;
  /** Failed-login counter. */
  loginLimiter: LoginLimiter;
  /** Database connections: CRUD, tests and pools. */
  databases: DatabaseService;
  /** Datasets: create, edit with validation, refresh, delete. */
  datasets: DatasetService;
  /** Chart data: compile, cache, run, post-process. */
  chartData: ChartDataService;
  /** One FIFO gate per dashboard view: caps its chart queries running against the databases at once. */
  dashboardQueries: KeyedConcurrencyGates;
  /** Async chart queries (GLOBAL_ASYNC_QUERIES): job queue, per-user events, answers waiting to be fetched. */
  asyncQueries: AsyncQueries;
}
