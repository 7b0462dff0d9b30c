import type { Kysely } from 'kysely';
import { ChartsRepo } from './charts-repo';
import { DashboardsRepo } from './dashboards-repo';
import type { Store } from './db';
import { DatabasesRepo } from './databases-repo';
import { DatasetsRepo } from './datasets-repo';
import { FavStarRepo } from './favstar-repo';
import { KeyValueRepo } from './key-value-repo';
import { LogsRepo } from './logs-repo';
import { QueriesRepo } from './queries-repo';
import { ReportsRepo } from './reports-repo';
import { AnnotationsRepo } from './annotations-repo';
import { SavedQueriesRepo } from './saved-queries-repo';
import { TabStatesRepo } from './tab-states-repo';
import { RolesRepo } from './roles-repo';
import type { MetadataDb } from './schema';
import { SessionsRepo } from './sessions-repo';
import { UsersRepo } from './users-repo';

/** Every repository over one store. */
export interface Repos {
  users: UsersRepo;
  roles: RolesRepo;
  sessions: SessionsRepo;
  databases: DatabasesRepo;
  datasets: DatasetsRepo;
  charts: ChartsRepo;
  favstar: FavStarRepo;
  dashboards: DashboardsRepo;
  keyValue: KeyValueRepo;
  /** The activity log (views). */
  logs: LogsRepo;
  /** SQL Lab runs (history). */
  queries: QueriesRepo;
  /** SQL Lab saved queries. */
  savedQueries: SavedQueriesRepo;
  /** SQL Lab editor tabs. */
  tabStates: TabStatesRepo;
  /** Alerts & reports: schedules, logs, tick claims. */
  reports: ReportsRepo;
  /** Annotation layers and annotations. */
  annotations: AnnotationsRepo;
  /** Runs work with repositories bound to one transaction: every write in it lands, or none does. */
  transaction<T>(work: (repos: Repos) => Promise<T>): Promise<T>;
}

/** Builds the repositories of a store. */
export function createRepos(store: Pick<Store, 'db'>): Repos {
  return reposOver(store.db);
}

function reposOver(db: Kysely<MetadataDb>): Repos {
  return {
    users: new UsersRepo(db),
    roles: new RolesRepo(db),
    sessions: new SessionsRepo(db),
    databases: new DatabasesRepo(db),
    datasets: new DatasetsRepo(db),
    charts: new ChartsRepo(db),
    favstar: new FavStarRepo(db),
    dashboards: new DashboardsRepo(db),
    keyValue: new KeyValueRepo(db),
    logs: new LogsRepo(db),
    transaction: (work) =>
      db.isTransaction ? work(reposOver(db)) : db.transaction().execute((trx) => work(reposOver(trx))),
    queries: new QueriesRepo(db),
    savedQueries: new SavedQueriesRepo(db),
    tabStates: new TabStatesRepo(db),
    reports: new ReportsRepo(db),
    annotations: new AnnotationsRepo(db),
  };
}
