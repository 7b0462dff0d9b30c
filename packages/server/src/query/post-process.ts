import {
  applyPostProcessing,
  frameFromColumnar,
  frameToColumnar,
  parsePostProcessingRules,
} from './post-processing';
import type { TypedColumns } from './result-format';

/** Runs Superset's post-processing operations on a columnar result (temporal values come out as epoch ms). */
export async function runPostProcessing(
  result: TypedColumns,
  rules: readonly Record<string, unknown>[],
): Promise<TypedColumns> {
  const parsed = parsePostProcessingRules(rules);
  if (parsed.length === 0) return result;
  const temporalColumns = result.colnames.filter((_, i) => result.generics[i] === 'TEMPORAL');
  const frame = frameFromColumnar(
    { colnames: result.colnames, columns: result.columns, coltypesGeneric: result.generics },
    { temporalColumns },
  );
  const out = frameToColumnar(applyPostProcessing(frame, parsed));
  return { colnames: out.colnames, generics: out.coltypes, columns: out.columns, rowcount: out.rowcount };
}
