import { z } from 'zod';
import { isJsonObjectText } from '../json-text';

/** How long unsaved explore state is kept, as Superset's EXPLORE_FORM_DATA_CACHE_CONFIG (7 days). */
export const EXPLORE_FORM_DATA_TTL_DAYS = 7;

/** Messages of the explore form-data state API. */
export const EXPLORE_FORM_DATA_MESSAGES = {
  /** The key is unknown or expired. */
  notFound: 'This chart state was not found; it may have expired. Open the chart or its dataset again.',
  /** The key holds a dataset the caller cannot read. */
  noDatasetAccess: "This chart state uses a dataset you don't have access to.",
  /** Another user's key is read-only for the caller. */
  notOwner: 'This chart state belongs to another user; your changes are kept under a new key.',
  /** Explore fell back to the saved chart (Superset's wording). */
  revertedToChart: 'Form data not found in cache, reverting to chart metadata.',
  /** Explore fell back to the dataset (Superset's wording). */
  revertedToDataset: 'Form data not found in cache, reverting to dataset metadata.',
} as const;

/** A form-data key as issued: URL-safe, 11 to 40 characters. */
export const formDataKeySchema = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, 'Not a form data key');

/** Body of `POST /api/v1/explore/form_data` and `PUT /api/v1/explore/form_data/<key>` (Superset's shape). */
export const formDataStateRequestSchema = z.object({
  /** The dataset the form data is built on. */
  datasource_id: z.number().int().positive(),
  /** Always `table`. */
  datasource_type: z.enum(['table']),
  /** The saved chart being edited, if any. */
  chart_id: z.number().int().positive().nullish(),
  /** The form data as JSON text. */
  form_data: z
    .string()
    .min(2)
    .refine((text) => isJsonObjectText(text), 'Must be a JSON object.'),
});
/** Body of the form-data state calls. */
export type FormDataStateRequest = z.infer<typeof formDataStateRequestSchema>;

/** What a form-data key stores. */
export const storedFormDataStateSchema = formDataStateRequestSchema.extend({
  /** Who stored it (Superset's `owner`), or null for anonymous callers. */
  owner: z.number().int().nullable(),
});
/** What a form-data key stores. */
export type StoredFormDataState = z.infer<typeof storedFormDataStateSchema>;
