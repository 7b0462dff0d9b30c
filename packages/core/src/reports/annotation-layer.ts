import { z } from 'zod';

/** Messages of the annotation layer API, verbatim from Superset. */
export const ANNOTATION_MESSAGES = {
  nameUnique: 'Name must be unique',
  hasAnnotations: 'Annotation layer has associated annotations.',
  layerNotFound: 'Annotation layer not found.',
  endBeforeStart: 'End date must be after start date',
  shortDescrUnique: 'Short description must be unique for this layer',
  jsonInvalid: 'JSON not valid',
} as const;

/** Body of `POST /api/v1/annotation_layer/`. */
export const annotationLayerCreateSchema = z
  .object({
    /** Unique name. */
    name: z.string().trim().min(1).max(250),
    /** Description. */
    descr: z.string().max(10_000).nullable().optional(),
  })
  .strict();
/** Body of `POST /api/v1/annotation_layer/`. */
export type AnnotationLayerCreate = z.infer<typeof annotationLayerCreateSchema>;
/** Body of `PUT /api/v1/annotation_layer/{id}`. */
export const annotationLayerUpdateSchema = annotationLayerCreateSchema.partial();
/** Body of `PUT /api/v1/annotation_layer/{id}`. */
export type AnnotationLayerUpdate = z.infer<typeof annotationLayerUpdateSchema>;

const personSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

/** An annotation layer as the API answers it. */
export const annotationLayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  descr: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  created_by: personSchema.nullable(),
  changed_by: personSchema.nullable(),
});
/** An annotation layer. */
export type AnnotationLayer = z.infer<typeof annotationLayerSchema>;

/** Naive date-times as the annotation modal sends them: `YYYY-MM-DD HH:mm[:ss]` or ISO with `T`. */
const naiveDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/, 'Not a valid datetime.');

/** Body of `POST /api/v1/annotation_layer/{pk}/annotation/`. */
export const annotationCreateSchema = z
  .object({
    short_descr: z.string().trim().min(1).max(500),
    long_descr: z.string().max(100_000).nullable().optional(),
    start_dttm: naiveDateTime,
    end_dttm: naiveDateTime,
    /** JSON text. */
    json_metadata: z.string().max(100_000).nullable().optional(),
  })
  .strict();
/** Body of `POST /api/v1/annotation_layer/{pk}/annotation/`. */
export type AnnotationCreate = z.infer<typeof annotationCreateSchema>;
/** Body of `PUT /api/v1/annotation_layer/{pk}/annotation/{id}`. */
export const annotationUpdateSchema = annotationCreateSchema.partial();
/** Body of `PUT /api/v1/annotation_layer/{pk}/annotation/{id}`. */
export type AnnotationUpdate = z.infer<typeof annotationUpdateSchema>;

/** An annotation as the API answers it. */
export const annotationSchema = z.object({
  id: z.number().int(),
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  /** Naive ISO time. */
  start_dttm: z.string(),
  /** Naive ISO time. */
  end_dttm: z.string(),
  json_metadata: z.string().nullable(),
  layer: z.object({ id: z.number().int(), name: z.string() }),
  changed_on_delta_humanized: z.string(),
});
/** An annotation. */
export type Annotation = z.infer<typeof annotationSchema>;

/** Answer of writes: `{id, result}`. */
export const annotationWriteAnswerSchema = z.object({
  id: z.number().int(),
  result: z.record(z.string(), z.unknown()),
});

/** A naive date-time in the stored form `YYYY-MM-DDTHH:mm:ss`. */
export function normalizeNaiveDateTime(text: string): string {
  const [date = '', time = '00:00:00'] = text.trim().split(/[ T]/);
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${date}T${h.padStart(2, '0')}:${m.padStart(2, '0')}:${s.slice(0, 2).padStart(2, '0')}`;
}

/** Annotation types of a chart's layers. */
export const CHART_ANNOTATION_TYPES = ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'] as const;
/** Where a chart's layer takes its annotations from ('' for formulas, 'line' for a chart's time series). */
export const CHART_ANNOTATION_SOURCES = ['', 'line', 'NATIVE', 'table'] as const;

/**
 * One item of a chart's `annotation_layers` (form data and query objects), Superset's shape. Superset requires
 * name, value, show and showMarkers; saved charts often lack the flags, so they default here.
 */
export const chartAnnotationLayerSchema = z.object({
  /** Keys the layer's data in `annotation_data`; unique within a chart. */
  name: z.string().min(1),
  annotationType: z.enum(CHART_ANNOTATION_TYPES).default('FORMULA'),
  sourceType: z.enum(CHART_ANNOTATION_SOURCES).default(''),
  /** The formula (FORMULA), else the id of the annotation layer (NATIVE) or of the chart. */
  value: z.union([z.string(), z.number()]).nullable(),
  show: z.boolean().default(true),
  showLabel: z.boolean().default(false),
  showMarkers: z.boolean().default(false),
  hideLine: z.boolean().default(false),
  color: z.string().nullable().optional(),
  opacity: z.enum(['', 'opacityLow', 'opacityMedium', 'opacityHigh']).default(''),
  style: z.enum(['solid', 'dashed', 'dotted', 'longDashed']).default('solid'),
  width: z.number().min(0).default(1),
  /** Form-data keys a chart source takes from the host chart (null: inherit). */
  overrides: z
    .partialRecord(z.enum(['granularity', 'time_grain_sqla', 'time_range', 'time_shift']), z.unknown())
    .default({}),
  titleColumn: z.string().optional(),
  descriptionColumns: z.array(z.string()).optional(),
  timeColumn: z.string().optional(),
  intervalEndColumn: z.string().optional(),
});
/** One annotation layer of a chart. */
export type ChartAnnotationLayer = z.infer<typeof chartAnnotationLayerSchema>;

/** Columns of a NATIVE layer's data, in Superset's order. */
export const NATIVE_ANNOTATION_COLUMNS = [
  'start_dttm',
  'end_dttm',
  'short_descr',
  'long_descr',
  'json_metadata',
] as const;

/** One annotation as chart data carries it: times are epoch milliseconds. */
export interface NativeAnnotationRecord {
  start_dttm: number;
  end_dttm: number;
  short_descr: string;
  long_descr: string | null;
  json_metadata: string | null;
}

/** A NATIVE layer's entry of a query result's `annotation_data` (keyed by the layer's name). */
export interface NativeAnnotationData {
  columns: (typeof NATIVE_ANNOTATION_COLUMNS)[number][];
  records: NativeAnnotationRecord[];
}

/** The items of a saved chart's `annotation_layers` that are layers (others are skipped, not refused). */
export function chartAnnotationLayersOf(raw: readonly unknown[] | null | undefined): ChartAnnotationLayer[] {
  return (raw ?? []).flatMap((item) => {
    const parsed = chartAnnotationLayerSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
