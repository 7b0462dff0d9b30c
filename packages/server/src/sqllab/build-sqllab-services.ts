import type { Config } from '../config';
import type { DatabaseService } from '../databases/database-service';
import { serverDirsOf } from '../databases/file-databases';
import type { AsyncBackends } from '../jobs/async-backends';
import { SavedQueryService } from '../saved-queries/saved-query-service';
import type { Repos } from '../store/repos';
import type { SqlLabCaller } from './caller';
import { QueryHistoryService } from './query-history';
import type { SqlLabServices } from './services';
import { SqlLabService } from './sqllab-service';
import { TabService } from './tab-service';

/** Builds SQL Lab's services; `runs` takes the jobs of the in-process queue (on Redis, `meridian worker` does). */
export function buildSqlLabServices(deps: {
  config: Config;
  repos: Repos;
  databases: DatabaseService;
  backends: AsyncBackends;
  /** The caller of a queued run, read again when it runs. */
  callerOf: (userId: number) => Promise<SqlLabCaller>;
}): SqlLabServices {
  const { config, repos, databases, backends } = deps;
  const clock = () => new Date();
  const queue = backends.sqlLabQueue((job, signal) => runs.runJob(job, signal));
  const runs: SqlLabService = new SqlLabService({
    queries: repos.queries,
    savedQueries: repos.savedQueries,
    databases: repos.databases,
    engines: databases,
    results: backends.sqlLabResults,
    queue,
    cancels: backends.sqlLabCancels,
    callerOf: deps.callerOf,
    maxRow: config.sqllabMaxRow,
    clock,
    serverDirs: serverDirsOf(config),
  });
  return {
    runs,
    history: new QueryHistoryService({ queries: repos.queries }),
    tabs: new TabService({
      tabStates: repos.tabStates,
      databases: repos.databases,
      backendOf: (row) => databases.specOf(row).engine,
      clock,
    }),
    savedQueries: new SavedQueryService({
      savedQueries: repos.savedQueries,
      databases: repos.databases,
      clock,
    }),
    queue,
    cancels: backends.sqlLabCancels,
    results: backends.sqlLabResults,
  };
}
