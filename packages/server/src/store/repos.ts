import { ChartsRepo } from './charts-repo';
import { DashboardsRepo } from './dashboards-repo';
import type { Store } from './db';
import { DatabasesRepo } from './databases-repo';
import { DatasetsRepo } from './datasets-repo';
import { FavStarRepo } from './favstar-repo';
import { RolesRepo } from './roles-repo';
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
}

/** Builds the repositories of a store. */
export function createRepos(store: Store): Repos {
  return {
    users: new UsersRepo(store.db),
    roles: new RolesRepo(store.db),
    sessions: new SessionsRepo(store.db),
    databases: new DatabasesRepo(store.db),
    datasets: new DatasetsRepo(store.db),
    charts: new ChartsRepo(store.db),
    favstar: new FavStarRepo(store.db),
    dashboards: new DashboardsRepo(store.db),
  };
}
