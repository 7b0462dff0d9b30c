import { z } from 'zod';
import { parseDataMaskMap, type DataMaskMap } from './data-mask';

/** Who a filter set belongs to: every viewer of the dashboard, or its creator only. */
export const FILTER_SET_OWNER_TYPES = ['Dashboard', 'User'] as const;

/** What a filter set keeps (its `json_metadata`, parsed): the native filters' masks, and their configuration. */
export const filterSetParamsSchema = z.looseObject({
  /** Filter id -> data mask, applied in one click. */
  dataMask: z.record(z.string(), z.unknown()),
  /** The filters' configuration when the set was saved (Superset keeps it; read by nobody here). */
  nativeFilters: z.record(z.string(), z.unknown()).optional(),
});
/** What a filter set keeps. */
export type FilterSetParams = z.infer<typeof filterSetParamsSchema>;

const nameSchema = z.string().trim().min(1, 'A filter set needs a name').max(500);

/** Body of `POST /api/v1/dashboard/{id}/filtersets`. */
export const filterSetCreateSchema = z.object({
  name: nameSchema,
  description: z.string().max(1000).nullable().optional(),
  owner_type: z.enum(FILTER_SET_OWNER_TYPES),
  /** The dashboard's id (Dashboard sets) or the creator's user id (User sets). */
  owner_id: z.number().int(),
  /** JSON text of the params (Superset sends a string). */
  json_metadata: z.string(),
});
/** Body of a filter set create. */
export type FilterSetCreate = z.infer<typeof filterSetCreateSchema>;

/** Body of `PUT /api/v1/dashboard/{id}/filtersets/{pk}`. */
export const filterSetUpdateSchema = z.object({
  name: nameSchema.optional(),
  description: z.string().max(1000).nullable().optional(),
  json_metadata: z.string().optional(),
});
/** Body of a filter set update. */
export type FilterSetUpdate = z.infer<typeof filterSetUpdateSchema>;

/** A filter set as the API answers it. */
export const filterSetSchema = z.object({
  id: z.number().int(),
  dashboard_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  owner_type: z.enum(FILTER_SET_OWNER_TYPES),
  owner_id: z.number().int(),
  params: filterSetParamsSchema,
});
/** A filter set. */
export type FilterSet = z.infer<typeof filterSetSchema>;

/** Reads a set's `json_metadata` text: its params and masks, or the reasons it cannot be stored. */
export function readFilterSetMetadata(
  text: string,
): { params: FilterSetParams; masks: DataMaskMap; problems: [] } | { problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problems: ['json_metadata is not valid JSON.'] };
  }
  const parsed = filterSetParamsSchema.safeParse(raw);
  if (!parsed.success) return { problems: ['json_metadata must be an object with a dataMask object.'] };
  const { masks, problems } = parseDataMaskMap(parsed.data.dataMask);
  if (problems.length > 0) return { problems };
  return { params: parsed.data, masks, problems: [] };
}
