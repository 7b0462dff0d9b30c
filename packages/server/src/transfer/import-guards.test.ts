import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors';
import type { Bundle } from './import-bundle';
import { refuseForeignOverwrites, type OverwrittenKind } from './import-guards';

const LAYER_UUID = '6f1c1c2e-8d1e-4f5a-9a57-1d2f3e4a5b6c';
const FILE = 'annotation_layers/Deploys_3.yaml';
const bundle: Bundle = {
  databases: [],
  datasets: [],
  charts: [],
  dashboards: [],
  annotationLayers: [{ file: FILE, value: { uuid: LAYER_UUID, name: 'Deploys', annotations: [] } }],
};
const noneExisting = {
  databases: new Set<string>(),
  datasets: new Set<string>(),
  charts: new Set<string>(),
  dashboards: new Set<string>(),
};

/** Issue 20: an overwriting import replaces an existing annotation layer only for a caller who may edit it. */
describe('overwrite of annotation layers', () => {
  it('refuses an existing layer the caller may not edit, naming its file', async () => {
    const asked: OverwrittenKind[] = [];
    const refusal = await refuseForeignOverwrites(
      bundle,
      noneExisting,
      async (kind) => {
        asked.push(kind);
        return false;
      },
      new Set([LAYER_UUID]),
    ).then(
      () => undefined,
      (error: unknown) => error as AppError,
    );
    expect(asked).toEqual(['annotation_layers']);
    expect(refusal?.errorType).toBe('MISSING_PERMISSION');
    expect(refusal?.detail).toEqual({ [FILE]: [expect.stringContaining('Annotation layer already exists')] });
  });

  it('lets a new layer through without asking, and an existing one the caller may edit', async () => {
    const never = async () => false;
    await expect(refuseForeignOverwrites(bundle, noneExisting, never, new Set())).resolves.toBeUndefined();
    await expect(
      refuseForeignOverwrites(bundle, noneExisting, async () => true, new Set([LAYER_UUID])),
    ).resolves.toBeUndefined();
  });
});
