import { AppError } from '../errors';
import type { TypedColumns } from './result-format';

/** Runs Superset's post-processing operations on a columnar result. */
export async function runPostProcessing(result: TypedColumns, rules: readonly Record<string, unknown>[]): Promise<TypedColumns> {
  void result;
  throw new AppError('INVALID_PAYLOAD_SCHEMA_ERROR', `Post-processing is not wired yet (${rules.length} steps)`);
}
