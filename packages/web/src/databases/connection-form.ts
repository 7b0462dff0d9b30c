import { DATABASE_MESSAGES } from '@meridian/core';
import type { Database, DatabaseCreate, DatabaseUpdate, TestConnection } from '@meridian/core';
import { describeApiError } from '../app/api-error';
import type { ParameterError, ParametersJsonSchema } from '@meridian/core';

/** How the connect form takes the connection: a parameters form or a URI. */
export type ConnectionMode = 'dynamic_form' | 'sqlalchemy_form';

/** The kind of input a connection parameter gets. */
export type ParameterInputKind = 'text' | 'password' | 'number' | 'boolean' | 'choice';

/** One field of the parameters form, derived from the engine's JSON Schema. */
export interface ParameterField {
  /** Parameter name, e.g. host. */
  name: string;
  /** Label shown above the input. */
  label: string;
  /** The input to render. */
  kind: ParameterInputKind;
  /** Whether the schema lists it as required. */
  isRequired: boolean;
  /** Help text, from the schema's description. */
  description?: string;
  /** Choices of a `choice` field. */
  options?: (string | number)[];
  /** Default value from the schema. */
  defaultValue?: unknown;
}

/** Values of the connect form. */
export interface ConnectFormValues {
  /** Display name. */
  database_name: string;
  /** URI (sqlalchemy_form). */
  sqlalchemy_uri?: string;
  /** Connection parameters (dynamic_form). */
  parameters?: Record<string, unknown>;
  expose_in_sqllab: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_file_upload: boolean;
  impersonate_user: boolean;
  /** Seconds; empty uses the default. */
  cache_timeout?: number | null;
  /** JSON object text. */
  extra: string;
}

const KNOWN_ORDER = ['host', 'port', 'database', 'username', 'password'];

const KNOWN_LABELS: Record<string, string> = {
  host: 'Host',
  port: 'Port',
  database: 'Database name',
  username: 'Username',
  password: 'Password',
  encryption: 'SSL',
  query: 'Additional parameters',
};

function labelOf(name: string, title: string | undefined): string {
  if (title) return title;
  const known = KNOWN_LABELS[name];
  if (known) return known;
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function kindOf(
  name: string,
  type: string | undefined,
  format: string | undefined,
  hasEnum: boolean,
): ParameterInputKind | null {
  if (hasEnum) return 'choice';
  if (name === 'password' || format === 'password') return 'password';
  switch (type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
    case undefined:
      return 'text';
    default:
      // Objects and arrays (e.g. `query`) have no simple input; the URI form covers them.
      return null;
  }
}

/** The fields of the parameters form, in a familiar order (host, port, database, username, password, then the rest). */
export function parameterFields(schema: ParametersJsonSchema | undefined): ParameterField[] {
  if (!schema) return [];
  const required = new Set(schema.required);
  const rank = (name: string) => {
    const index = KNOWN_ORDER.indexOf(name);
    return index === -1 ? KNOWN_ORDER.length : index;
  };
  const names = Object.keys(schema.properties).sort((a, b) => rank(a) - rank(b));
  const fields: ParameterField[] = [];
  for (const name of names) {
    const property = schema.properties[name];
    if (!property) continue;
    const kind = kindOf(name, property.type, property.format, Boolean(property.enum?.length));
    if (!kind) continue;
    fields.push({
      name,
      label: labelOf(name, property.title),
      kind,
      isRequired: required.has(name),
      description: property.description,
      options: property.enum,
      defaultValue: property.default,
    });
  }
  return fields;
}

/** Field messages of validate_parameters: "This is a required field" on missing ones, the message on invalid ones. */
export function parameterFieldErrors(errors: readonly ParameterError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const missing = stringList(error.extra.missing);
    const invalid = stringList(error.extra.invalid);
    for (const name of missing) byField[name] ??= DATABASE_MESSAGES.requiredField;
    for (const name of invalid) byField[name] ??= error.message;
  }
  return byField;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Drops empty strings and nulls so absent parameters read as missing, not as "". */
export function cleanParameters(parameters: Record<string, unknown> | undefined): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parameters ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    clean[name] = value;
  }
  return clean;
}

/** The connection part of a body: the URI, or the engine with its parameters. */
function connectionPart(values: ConnectFormValues, mode: ConnectionMode, engine: string | undefined) {
  if (mode === 'sqlalchemy_form') {
    return { sqlalchemy_uri: values.sqlalchemy_uri?.trim() ?? '', configuration_method: mode };
  }
  return { engine, parameters: cleanParameters(values.parameters), configuration_method: mode };
}

function settingsPart(values: ConnectFormValues) {
  return {
    expose_in_sqllab: values.expose_in_sqllab,
    allow_dml: values.allow_dml,
    allow_run_async: values.allow_run_async,
    allow_ctas: values.allow_ctas,
    allow_cvas: values.allow_cvas,
    allow_file_upload: values.allow_file_upload,
    impersonate_user: values.impersonate_user,
    cache_timeout: values.cache_timeout ?? null,
    extra: values.extra.trim() || '{}',
  };
}

/** Body of POST /api/v1/database/ (before the core schema checks it). */
export function createBody(
  values: ConnectFormValues,
  mode: ConnectionMode,
  engine: string | undefined,
): DatabaseCreate {
  return {
    database_name: values.database_name.trim(),
    ...connectionPart(values, mode, engine),
    ...settingsPart(values),
  };
}

/** Body of PUT /api/v1/database/{id}; a masked password left unchanged keeps the stored one. */
export function updateBody(
  values: ConnectFormValues,
  mode: ConnectionMode,
  engine: string | undefined,
): DatabaseUpdate {
  return {
    database_name: values.database_name.trim(),
    ...connectionPart(values, mode, engine),
    ...settingsPart(values),
  };
}

/** Body of test_connection; `savedName` lets a masked password reuse the stored one. */
export function testConnectionBody(
  values: ConnectFormValues,
  mode: ConnectionMode,
  options: { engine: string | undefined; savedName: string | undefined },
): TestConnection {
  const body: TestConnection = {
    ...connectionPart(values, mode, options.engine),
    extra: values.extra.trim() || '{}',
  };
  return options.savedName ? { ...body, database_name: options.savedName } : body;
}

/** Initial values of the form: the saved database, or the defaults of a new one. */
export function initialConnectValues(database: Database | null): ConnectFormValues {
  if (!database) {
    return {
      database_name: '',
      parameters: {},
      expose_in_sqllab: true,
      allow_dml: false,
      allow_run_async: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_file_upload: false,
      impersonate_user: false,
      cache_timeout: null,
      extra: '{}',
    };
  }
  return {
    database_name: database.database_name,
    sqlalchemy_uri: database.sqlalchemy_uri,
    parameters: database.parameters,
    expose_in_sqllab: database.expose_in_sqllab,
    allow_dml: database.allow_dml,
    allow_run_async: database.allow_run_async,
    allow_ctas: database.allow_ctas,
    allow_cvas: database.allow_cvas,
    allow_file_upload: database.allow_file_upload,
    impersonate_user: database.impersonate_user,
    cache_timeout: database.cache_timeout,
    extra: database.extra || '{}',
  };
}

/** What a failed connection test shows: 'ERROR: <cause>'. */
export function connectionErrorText(error: unknown): string {
  return `ERROR: ${describeApiError(error).message}`;
}
