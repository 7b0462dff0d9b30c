import { queryContextSchema, type QueryContext } from '@meridian/core';

/** A query context as the server reads it (defaults filled, unknown keys dropped), without form_data. */
export function normalizedQueries(context: unknown): Omit<QueryContext, 'form_data'> {
  const { form_data: _formData, ...rest } = queryContextSchema.parse(context);
  return rest;
}
