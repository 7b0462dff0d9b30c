/**
 * Superset's post-processing operations (`superset/utils/pandas_postprocessing`) on columnar
 * frames: read the engine result with `frameFromColumnar`, parse the query object's
 * `post_processing` with `parsePostProcessingRules`, run `applyPostProcessing`, then answer
 * `frameToRecords` (Superset's `data`) with `frameColnames` / `frameColtypes`.
 */
export type { Cell, CellColumn, CellKind, Column, Frame, Label, NumericColumn, NumericKind } from './frame';
export { cellAt, isNumericColumn, makeFrame } from './frame';
export type { ColumnarData, EngineColumns, FrameInputOptions } from './frame-convert';
export {
  columnFromValues,
  frameColnames,
  frameColtypes,
  frameFromColumnar,
  frameFromColumns,
  frameToColumnar,
  frameToRecords,
} from './frame-convert';
export { formatIsoDateTime, parseIsoDateTime, toEpochMs } from './temporal';
export {
  FLAT_COLUMN_SEPARATOR,
  TIME_COMPARISON_SEPARATOR,
  escapeSeparator,
  unescapeSeparator,
} from './labels';
export type { PostProcessingOperation, PostProcessingRule } from './post-processing-rule';
export {
  POST_PROCESSING_OPERATIONS,
  parsePostProcessingRules,
  postProcessingRuleSchema,
  postProcessingRulesSchema,
} from './post-processing-rule';
export { applyPostProcessing, applyRule } from './apply-post-processing';
export { aggregateSpecSchema, NUMPY_FUNCTIONS } from './aggregators';
export type { AggregateSpec, NumpyFunction } from './aggregators';
export { aggregate, aggregateOptionsSchema } from './aggregate';
export type { AggregateOptions } from './aggregate';
export { boxplot, boxplotOptionsSchema, WHISKER_TYPES } from './boxplot';
export type { BoxplotOptions } from './boxplot';
export { compare, compareColumnName, compareOptionsSchema, COMPARE_TYPES } from './compare';
export type { CompareOptions, CompareType } from './compare';
export { contribution, contributionOptionsSchema, CONTRIBUTION_ORIENTATIONS } from './contribution';
export type { ContributionOptions } from './contribution';
export { cum, cumOptionsSchema, CUM_OPERATORS } from './cum';
export type { CumOptions } from './cum';
export { diff, diffOptionsSchema } from './diff';
export type { DiffOptions } from './diff';
export { flatten, flattenOptionsSchema } from './flatten';
export type { FlattenOptions } from './flatten';
export { geodeticParse, geodeticParseOptionsSchema } from './geodetic-parse';
export type { GeodeticParseOptions } from './geodetic-parse';
export { geohashDecode, geohashDecodeOptionsSchema } from './geohash-decode';
export type { GeohashDecodeOptions } from './geohash-decode';
export { geohashEncode, geohashEncodeOptionsSchema } from './geohash-encode';
export type { GeohashEncodeOptions } from './geohash-encode';
export { histogram, histogramOptionsSchema, MAX_HISTOGRAM_BINS } from './histogram';
export type { HistogramOptions } from './histogram';
export { NULL_STRING, pivot, pivotOptionsSchema } from './pivot';
export type { PivotOptions } from './pivot';
export { prophet, prophetOptionsSchema, PROPHET_UNSUPPORTED_MESSAGE } from './prophet';
export type { ProphetOptions } from './prophet';
export { rank, rankOptionsSchema } from './rank';
export type { RankOptions } from './rank';
export { rename, renameOptionsSchema } from './rename';
export type { RenameOptions } from './rename';
export { resample, resampleOptionsSchema, RESAMPLE_METHODS } from './resample';
export type { ResampleOptions } from './resample';
export { rolling, rollingOptionsSchema, ROLLING_TYPES } from './rolling';
export type { RollingOptions } from './rolling';
export { select, selectOptionsSchema } from './select';
export type { SelectOptions } from './select';
export { sort, sortOptionsSchema } from './sort';
export type { SortOptions } from './sort';
export { postProcessingError } from './validation';
