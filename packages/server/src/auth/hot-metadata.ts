import type { FastifyInstance } from 'fastify';
import type { DatabaseRow } from '../store/databases-repo';
import type { DatasetBundle } from '../store/datasets-repo';
import { TtlCache } from '../util/ttl-cache';

/** A dataset with the database it reads from. */
export interface DatasetWithDatabase {
  bundle: DatasetBundle;
  database: DatabaseRow;
}

/** How long hot metadata is reused; a change made through another process shows within this time. */
export const HOT_METADATA_TTL_MS = 2000;

/** Paths whose writes change grants, databases or datasets. */
const METADATA_WRITE_PATHS = [
  '/api/v1/security/',
  '/api/v1/database',
  '/api/v1/dataset',
  '/datasource/save',
  '/api/v1/assets/import',
  '/api/v1/chart/import',
];

/** What a user may do, as read from the store. */
export interface UserGrants {
  username: string;
  active: boolean;
  /** The credential stamp of the user's password: tokens carrying another are stale. */
  credentialStamp: string;
  roleNames: string[];
  permissions: ReadonlySet<string>;
}

/**
 * Metadata read on every request (who the caller is, what a dataset is), reused for a moment so cached chart
 * answers do not wait on the metadata store. Any successful write through this process clears it at once.
 */
export class HotMetadata {
  /** User id -> grants (null for an unknown user). */
  readonly grants = new TtlCache<number, UserGrants | null>(HOT_METADATA_TTL_MS);
  /** Dataset id -> the dataset and its database (null when absent). */
  readonly datasets = new TtlCache<number, DatasetWithDatabase | null>(HOT_METADATA_TTL_MS);

  /** Clears everything after writes to users, roles, databases or datasets, so this process never answers from stale metadata. */
  register(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      if (METADATA_WRITE_PATHS.some((prefix) => request.url.startsWith(prefix))) this.clear();
    });
  }

  clear(): void {
    this.grants.clear();
    this.datasets.clear();
  }
}
