import { access, decideAccess, isAdmin, ownsOrAdmin, userIdOf, type Principal } from '../auth/access';
import { dataAccessOf } from '../auth/data-access';
import type { ChartService } from '../charts/chart-service';
import type { DashboardService } from '../dashboards/dashboard-service';
import type { DatabaseService } from '../databases/database-service';
import type { DatasetService } from '../datasets/dataset-service';
import { exportBundle, type ExporterRepos, type ExportRequest } from './exporter';
import { importBundle, type ImporterDeps, type ImportType } from './importer';
import type { OverwrittenKind } from './import-guards';

/** What import and export use: the repositories, and the services that say what a caller sees. */
export interface TransferServiceDeps {
  repos: ExporterRepos & ImporterDeps['repos'];
  databases: Pick<DatabaseService, 'visible' | 'importedConnection'>;
  datasets: Pick<DatasetService, 'visible'>;
  charts: Pick<ChartService, 'visible'>;
  dashboards: Pick<DashboardService, 'visible'>;
}

/** How an import is asked for: the type, overwrite, and passwords by database file name. */
export interface ImportCall {
  type: ImportType;
  overwrite: boolean;
  passwords: Record<string, string>;
}

/** Superset v1 ZIP bundles: export of what a caller sees, import of everything in one transaction. */
export class TransferService {
  constructor(private readonly deps: TransferServiceDeps) {}

  /**
   * The ZIP of objects the caller sees (404 unless it sees every one) and what they depend on that the caller may
   * read; for non-admins file databases without their server path.
   */
  async export(principal: Principal, request: ExportRequest): Promise<{ zip: Buffer; filename: string }> {
    for (const id of request.ids) await this.refuseInvisible(principal, request.kind, id);
    const admin = isAdmin(principal);
    return exportBundle(this.deps.repos, {
      ...request,
      ...(admin ? {} : { dataAccess: dataAccessOf(principal), hideServerPaths: true }),
    });
  }

  /** Imports a bundle as the caller, all of it or nothing. */
  async import(principal: Principal, zip: Buffer, call: ImportCall): Promise<void> {
    await importBundle({ repos: this.deps.repos, connections: this.deps.databases }, zip, {
      ...call,
      userId: userIdOf(principal),
      mayOverwrite: (kind, uuid) => this.mayOverwrite(principal, kind, uuid),
    });
  }

  /**
   * The edit rule of a PUT of the stored object: owners and admins; `can_write` Database for a database, `can_write`
   * Annotation for an annotation layer.
   */
  private async mayOverwrite(principal: Principal, kind: OverwrittenKind, uuid: string): Promise<boolean> {
    const { repos } = this.deps;
    // Layers have no owners: replacing one is an edit of it, as its API allows.
    if (kind === 'annotation_layers')
      return decideAccess(principal, access.can('can_write', 'Annotation')) === 'allowed';
    if (kind === 'databases')
      return decideAccess(principal, access.can('can_write', 'Database')) === 'allowed';
    const repo = kind === 'datasets' ? repos.datasets : kind === 'charts' ? repos.charts : repos.dashboards;
    const id = await repo.idByUuid(uuid);
    if (id === undefined) return true;
    const [bundle] = await repo.bundles([id]);
    return bundle !== undefined && ownsOrAdmin(principal, bundle.owners);
  }

  private async refuseInvisible(
    principal: Principal,
    kind: ExportRequest['kind'],
    id: number,
  ): Promise<void> {
    if (kind === 'dashboard') await this.deps.dashboards.visible(principal, String(id));
    else if (kind === 'chart') await this.deps.charts.visible(principal, id);
    else if (kind === 'dataset') await this.deps.datasets.visible(principal, id);
    else if (kind === 'database') await this.deps.databases.visible(principal, id);
  }
}
