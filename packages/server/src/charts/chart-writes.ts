import crypto from 'node:crypto';
import { CHART_MESSAGES, type ChartCreate, type ChartUpdate } from '@meridian/core';
import type { Editor } from '../auth/access';
import { fieldErrors } from '../errors';
import type { ChartBundle, ChartChanges, ChartsRepo } from '../store/charts-repo';

/** Who saves a chart. */
export type ChartEditor = Editor;

/** Creates a chart whose dataset the caller was checked to see; the creator becomes an owner. */
export async function createChart(
  repo: ChartsRepo,
  input: ChartCreate,
  editor: ChartEditor,
): Promise<number> {
  const owners = withEditor(input.owners, editor.userId);
  await refuseUnknownOwners(repo, owners);
  const now = new Date().toISOString();
  return repo.create(
    {
      uuid: input.uuid ?? crypto.randomUUID(),
      slice_name: input.slice_name,
      viz_type: input.viz_type,
      datasource_id: input.datasource_id,
      datasource_type: input.datasource_type,
      params: input.params,
      query_context: input.query_context,
      description: input.description,
      cache_timeout: input.cache_timeout,
      certified_by: input.certified_by,
      certification_details: input.certification_details,
      is_managed_externally: Number(input.is_managed_externally),
      external_url: input.external_url,
      created_on: now,
      changed_on: now,
      created_by_fk: editor.userId,
      changed_by_fk: editor.userId,
    },
    owners,
  );
}

/** Applies an edit; a new owner list keeps a non-admin editor among the owners (as Superset does). */
export async function updateChart(
  repo: ChartsRepo,
  bundle: ChartBundle,
  input: ChartUpdate,
  editor: ChartEditor,
): Promise<void> {
  const { owners, dashboards: _dashboards, is_managed_externally, ...fields } = input;
  const newOwners = owners && (editor.isAdmin ? [...new Set(owners)] : withEditor(owners, editor.userId));
  if (newOwners) await refuseUnknownOwners(repo, newOwners);
  const changes: ChartChanges = {
    ...fields,
    ...(is_managed_externally === undefined ? {} : { is_managed_externally: Number(is_managed_externally) }),
    changed_on: new Date().toISOString(),
    changed_by_fk: editor.userId,
  };
  await repo.update(bundle.row.id, changes, newOwners);
}

function withEditor(owners: readonly number[], userId: number | null): number[] {
  return [...new Set([...owners, ...(userId === null ? [] : [userId])])];
}

async function refuseUnknownOwners(repo: ChartsRepo, owners: readonly number[]): Promise<void> {
  if ((await repo.unknownUserIds(owners)).length > 0)
    throw fieldErrors({ owners: [CHART_MESSAGES.ownersInvalid] });
}
