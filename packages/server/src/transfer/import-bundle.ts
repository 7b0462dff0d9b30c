import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '../errors';
import { LAYERS_FOLDER } from './annotation-layers';
import {
  SCHEMA_OF,
  annotationLayerYamlSchema,
  type AnnotationLayerYaml,
  metadataYamlSchema,
  type ChartYaml,
  type DashboardYaml,
  type DatabaseYaml,
  type DatasetYaml,
  type ObjectKind,
} from './schemas';

/** What an import endpoint imports: one type with what it needs, or everything (`assets`). */
export type ImportType = 'database' | 'dataset' | 'chart' | 'dashboard' | 'assets';

/** The kinds each import type reads from a bundle (others are ignored). */
export const KINDS_OF: Record<ImportType, readonly ObjectKind[]> = {
  database: ['databases', 'datasets'],
  dataset: ['databases', 'datasets'],
  chart: ['databases', 'datasets', 'charts'],
  dashboard: ['databases', 'datasets', 'charts', 'dashboards'],
  assets: ['databases', 'datasets', 'charts', 'dashboards'],
};

/** A validated file of a bundle. */
export interface Parsed<T> {
  file: string;
  value: T;
}

/** Validated contents of a bundle. */
export interface Bundle {
  databases: Parsed<DatabaseYaml>[];
  datasets: Parsed<DatasetYaml>[];
  charts: Parsed<ChartYaml>[];
  dashboards: Parsed<DashboardYaml>[];
  /** Annotation layers the charts draw (read with charts; absent from Superset's bundles). */
  annotationLayers: Parsed<AnnotationLayerYaml>[];
}

/** Parses and validates every file of the kinds read; one 422 names every bad file and field. */
export function parseBundle(files: Map<string, string>, kinds: readonly ObjectKind[]): Bundle {
  const errors: FieldErrors = {};
  const bundle: Bundle = { databases: [], datasets: [], charts: [], dashboards: [], annotationLayers: [] };
  const metadata = files.get('metadata.yaml');
  if (metadata === undefined) throw fieldErrors({ 'metadata.yaml': ['Missing metadata.yaml'] });
  const check = <T>(file: string, text: string, schema: z.ZodType<T>): T | undefined => {
    const problems = validateYaml(text, schema);
    if (problems.ok) return problems.value;
    (errors[file] ??= []).push(...problems.messages);
    return undefined;
  };
  check('metadata.yaml', metadata, metadataYamlSchema);
  for (const [file, text] of files) {
    const kind = file.split('/')[0];
    if (kind === LAYERS_FOLDER && kinds.includes('charts'))
      push(bundle.annotationLayers, file, check(file, text, annotationLayerYamlSchema));
    if (!isObjectKind(kind) || !kinds.includes(kind)) continue;
    if (kind === 'databases') push(bundle.databases, file, check(file, text, SCHEMA_OF.databases));
    else if (kind === 'datasets') push(bundle.datasets, file, check(file, text, SCHEMA_OF.datasets));
    else if (kind === 'charts') push(bundle.charts, file, check(file, text, SCHEMA_OF.charts));
    else push(bundle.dashboards, file, check(file, text, SCHEMA_OF.dashboards));
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return bundle;
}

/** A YAML text checked against a schema: the value, or the messages naming each bad field. */
function validateYaml<T>(
  text: string,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; messages: string[] } {
  let data: unknown;
  try {
    data = parseYaml(text, { maxAliasCount: 100 });
  } catch (error) {
    return {
      ok: false,
      messages: [`Not a valid YAML file: ${(error as Error).message.split('\n')[0] ?? ''}`],
    };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    messages: parsed.error.issues.map((issue) => {
      const field = issue.path.join('.') || '_schema';
      const message =
        issue.code === 'invalid_type' && issue.input === undefined
          ? 'Missing data for required field.'
          : issue.message;
      return `${field}: ${message}`;
    }),
  };
}

function push<T>(list: Parsed<T>[], file: string, value: T | undefined): void {
  if (value !== undefined) list.push({ file, value });
}

function isObjectKind(kind: string | undefined): kind is ObjectKind {
  return kind === 'databases' || kind === 'datasets' || kind === 'charts' || kind === 'dashboards';
}
