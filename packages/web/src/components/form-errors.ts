import type { FormInstance, FormRule } from 'antd';

/** The part of a zod error this module reads. */
export interface SchemaIssues {
  /** Each problem with the path of the field it concerns. */
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** Groups schema issues by top-level field name. */
export function fieldErrorsFromIssues(error: SchemaIssues): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

/** Puts field errors on the form; returns the ones no form field took, as one line. */
export function applyFieldErrors(
  form: FormInstance,
  fieldErrors: Record<string, string[]>,
  fieldNames: readonly string[],
): string | null {
  const rest: string[] = [];
  const fields: { name: string; errors: string[] }[] = [];
  for (const [name, errors] of Object.entries(fieldErrors)) {
    if (fieldNames.includes(name)) fields.push({ name, errors });
    else rest.push(name ? `${name}: ${errors.join(', ')}` : errors.join(', '));
  }
  form.setFields(fields);
  return rest.length > 0 ? rest.join('; ') : null;
}

/** What `schemaRule` needs of a zod schema. */
export interface SafeParser {
  /** Validates a value without throwing. */
  safeParse(value: unknown): { success: boolean; error?: SchemaIssues };
}

/** An antd form rule that checks a field with a core zod schema, so the form and the server agree. */
export function schemaRule(
  schema: SafeParser,
  options: { emptyAs?: unknown; isOptional?: boolean } = {},
): FormRule {
  const { emptyAs = '', isOptional = false } = options;
  return {
    validator: async (_rule, value: unknown) => {
      if (isOptional && (value === undefined || value === '')) return;
      const result = schema.safeParse(value ?? emptyAs);
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? 'Invalid value');
    },
  };
}
