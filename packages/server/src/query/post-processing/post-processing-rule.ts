import { z } from 'zod';
import { aggregateOptionsSchema } from './aggregate';
import { boxplotOptionsSchema } from './boxplot';
import { compareOptionsSchema } from './compare';
import { contributionOptionsSchema } from './contribution';
import { cumOptionsSchema } from './cum';
import { diffOptionsSchema } from './diff';
import { flattenOptionsSchema } from './flatten';
import { geodeticParseOptionsSchema } from './geodetic-parse';
import { geohashDecodeOptionsSchema } from './geohash-decode';
import { geohashEncodeOptionsSchema } from './geohash-encode';
import { histogramOptionsSchema } from './histogram';
import { pivotOptionsSchema } from './pivot';
import { prophetOptionsSchema } from './prophet';
import { rankOptionsSchema } from './rank';
import { renameOptionsSchema } from './rename';
import { resampleOptionsSchema } from './resample';
import { rollingOptionsSchema } from './rolling';
import { selectOptionsSchema } from './select';
import { sortOptionsSchema } from './sort';
import { postProcessingError } from './validation';

/** Operation names Superset accepts in `post_processing` (the functions its package exports). */
export const POST_PROCESSING_OPERATIONS = [
  'aggregate',
  'boxplot',
  'compare',
  'contribution',
  'cum',
  'diff',
  'flatten',
  'geodetic_parse',
  'geohash_decode',
  'geohash_encode',
  'histogram',
  'pivot',
  'prophet',
  'rank',
  'rename',
  'resample',
  'rolling',
  'select',
  'sort',
] as const;

/** A post-processing operation name. */
export type PostProcessingOperation = (typeof POST_PROCESSING_OPERATIONS)[number];

/** One `{operation, options}` entry of a query object's `post_processing`, options keyed as Superset sends them. */
export const postProcessingRuleSchema = z.discriminatedUnion('operation', [
  z.object({ operation: z.literal('aggregate'), options: aggregateOptionsSchema }),
  z.object({ operation: z.literal('boxplot'), options: boxplotOptionsSchema }),
  z.object({ operation: z.literal('compare'), options: compareOptionsSchema }),
  z.object({ operation: z.literal('contribution'), options: contributionOptionsSchema.nullish() }),
  z.object({ operation: z.literal('cum'), options: cumOptionsSchema }),
  z.object({ operation: z.literal('diff'), options: diffOptionsSchema }),
  z.object({ operation: z.literal('flatten'), options: flattenOptionsSchema.nullish() }),
  z.object({ operation: z.literal('geodetic_parse'), options: geodeticParseOptionsSchema }),
  z.object({ operation: z.literal('geohash_decode'), options: geohashDecodeOptionsSchema }),
  z.object({ operation: z.literal('geohash_encode'), options: geohashEncodeOptionsSchema }),
  z.object({ operation: z.literal('histogram'), options: histogramOptionsSchema }),
  z.object({ operation: z.literal('pivot'), options: pivotOptionsSchema }),
  z.object({ operation: z.literal('prophet'), options: prophetOptionsSchema.nullish() }),
  z.object({ operation: z.literal('rank'), options: rankOptionsSchema }),
  z.object({ operation: z.literal('rename'), options: renameOptionsSchema }),
  z.object({ operation: z.literal('resample'), options: resampleOptionsSchema }),
  z.object({ operation: z.literal('rolling'), options: rollingOptionsSchema }),
  z.object({ operation: z.literal('select'), options: selectOptionsSchema.nullish() }),
  z.object({ operation: z.literal('sort'), options: sortOptionsSchema }),
]);

/** One post-processing rule. */
export type PostProcessingRule = z.infer<typeof postProcessingRuleSchema>;

/** The `post_processing` list of a query object. */
export const postProcessingRulesSchema = z.array(postProcessingRuleSchema);

function isPostProcessingOperation(value: unknown): value is PostProcessingOperation {
  return typeof value === 'string' && (POST_PROCESSING_OPERATIONS as readonly string[]).includes(value);
}

/**
 * Reads a query object's `post_processing` as Superset does: empty entries (the frontend
 * sends `null` for operators that do not apply) are skipped; an unknown operation or bad
 * options fail with a 400 that says which.
 */
export function parsePostProcessingRules(input: unknown): PostProcessingRule[] {
  if (input === null || input === undefined) return [];
  if (!Array.isArray(input)) throw postProcessingError('`post_processing` must be a list of operations');
  const rules: PostProcessingRule[] = [];
  for (const entry of input) {
    if (!entry || (typeof entry === 'object' && Object.keys(entry).length === 0)) continue;
    const operation: unknown =
      typeof entry === 'object' ? (entry as { operation?: unknown }).operation : undefined;
    if (!isPostProcessingOperation(operation)) {
      throw postProcessingError(`Unsupported post processing operation: ${String(operation)}`);
    }
    const parsed = postProcessingRuleSchema.safeParse(entry);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map(
        (issue) => `${issue.path.slice(1).join('.') || operation}: ${issue.message}`,
      );
      throw postProcessingError(`Invalid options for ${operation}: ${reasons.join('; ')}`);
    }
    rules.push(parsed.data);
  }
  return rules;
}
